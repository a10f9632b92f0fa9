// locator-case: In its placement helper the learner writes the content frame to the container's own view instead of the child's view, so the container shrinks under its header and the child's view keeps its default frame.
// batch: 11
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        guard content.parent !== self else { return }
        addChild(content)
        place(content)
        content.didMove(toParent: self)
    }

    /// Sizes the child's root view for the content area and puts it on screen.
    private func place(_ child: UIViewController) {
        let target = frameForContentController()
        view.frame = target // locate-here
        view.addSubview(child.view)
    }
}
