// locator-case: The learner skips re-layout when the preferred height is unchanged, but stores the new height in `lastPreferredHeight` before comparing, so the guard always returns and the child is never laid out again.
// batch: 18
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

    /// The last height the child asked for, so an unchanged preference costs nothing.
    private var lastPreferredHeight: CGFloat = -1

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        let wanted = container.preferredContentSize.height
        lastPreferredHeight = wanted // locate-here
        guard wanted != lastPreferredHeight else { return } // locate-here
        if let child = container as? UIViewController {
            layoutChild(child)
        }
    }

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let height = min(container.preferredContentSize.height, parentSize.height)
        return CGSize(width: parentSize.width, height: height)
    }
}
