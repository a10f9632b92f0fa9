// locator-case: The learner's listener ignores any preferred height under 44 points as "noise", so a child that asks for a short panel (20 points) is never laid out again; drop the minimum-height guard and re-lay out for every change.
// batch: 16
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

    /// Shorter than a toolbar is not a real panel.
    private static let minimumPanelHeight: CGFloat = 44

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let wanted = container.preferredContentSize.height
        return CGSize(width: parentSize.width, height: min(wanted, parentSize.height))
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        // Ignore noise while the child is still working out its size.
        guard container.preferredContentSize.height >= Self.minimumPanelHeight else { return } // locate-here
        guard let panel = children.first(where: { $0 === container }) else { return }
        layoutChild(panel)
    }
}
