// locator-case: on a preference change it calls setNeedsLayout() on the child's view instead of its own, so viewDidLayoutSubviews (which places the child) never runs; view.setNeedsLayout() on the container
// batch: 35
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child along its bottom edge, as tall as the child asks to be (but
/// never taller than the container).
/// Kata `preferred-content-size` — read README.md, then run `kata run preferred-content-size`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// Adds `child` with its view pinned to the bottom edge at full width.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(child.view)
        layoutChild(child)
        child.didMove(toParent: self)
    }

    /// Places the child's root view along the bottom edge, with the size that
    /// `size(forChildContentContainer:withParentContainerSize:)` answers for our bounds.
    private func layoutChild(_ child: UIViewController) {
        let bounds = view.bounds
        let size = self.size(forChildContentContainer: child, withParentContainerSize: bounds.size)
        child.view.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    /// Our own size can change (rotation, split screen): place every child again.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children { layoutChild(child) }
    }

    // MARK: Your work

    // TODO: answer `size(forChildContentContainer:withParentContainerSize:)` from the child's
    //       preferredContentSize, and re-lay out the child whenever that preference changes —
    //       see README.md.

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        // The next layout pass places the child again from its new preference.
        (container as? UIViewController)?.view.setNeedsLayout() // locate-here
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let preferred = container.preferredContentSize.height
        return CGSize(width: parentSize.width, height: preferred > parentSize.height ? parentSize.height : preferred)
    }
}
