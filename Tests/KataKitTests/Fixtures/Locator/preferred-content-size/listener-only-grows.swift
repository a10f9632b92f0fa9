// locator-case: the learner re-lays out the child only when its new preferred height is taller than its current frame ("make room when the content grows"), so a child that asks to be shorter keeps its old, taller frame.
// batch: 12
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

    /// The child asked for a new size: give it more room when it needs it.
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = children.first(where: { $0 === container }) else { return }
        if container.preferredContentSize.height > child.view.frame.height { // locate-here
            layoutChild(child)
        }
    }

    /// Full width; as tall as the child wants, but never taller than the parent.
    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        var size = parentSize
        size.height = min(container.preferredContentSize.height, parentSize.height)
        return size
    }
}
