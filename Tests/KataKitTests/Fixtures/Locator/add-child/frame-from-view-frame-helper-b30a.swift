// locator-case: the helper sizes the child's view from view.frame (the container's frame in its parent) instead of frameForContentController(), built from bounds
// batch: 30
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
        addChild(content)
        place(content.view)
        content.didMove(toParent: self)
    }

    private func place(_ childView: UIView) {
        var slot = view.frame // locate-here
        slot.origin.y += 44
        slot.size.height -= 44
        childView.frame = slot
        view.addSubview(childView)
    }
}
