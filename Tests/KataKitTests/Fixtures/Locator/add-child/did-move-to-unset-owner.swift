// locator-case: The learner finishes the move with didMove(toParent: owner), a weak property that is never assigned (so nil); pass self instead.
// batch: 13
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Who the shown child belongs to (meant to be this container).
    private weak var owner: UIViewController?

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
        content.didMove(toParent: owner) // locate-here
    }

    private func place(_ childView: UIView) {
        childView.frame = frameForContentController()
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
    }
}
