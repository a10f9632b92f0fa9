// locator-case: didMove(toParent:) is sent inside the fade's animations block, i.e. before the animation is over; send it in the completion handler
// batch: 24
// grader-miss: didMove inside the animations block runs synchronously after the view is already in place, so the timeline looks like the correct one; nothing checks that didMove waits for the animation to end
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
        // TODO: make `content` a child of this container and show its view (see README.md).
        addChild(content)
        content.view.frame = frameForContentController()
        content.view.alpha = 0
        view.addSubview(content.view)
        UIView.animate(withDuration: 0.25) {
            content.view.alpha = 1
            content.didMove(toParent: self) // locate-here
        }
    }
}
