// locator-case: Inside the loop over `children` the learner calls `removeFromParent()` without a receiver, which removes the container from its own parent instead of the child; it must be `child.removeFromParent()`.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Given: adds `content` as a child and shows its view (the add-child kata's answer).
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Removes the child `content` completely: no longer a child, its view gone from the screen.
    func hideContentController(_ content: UIViewController) {
        // Only touch it if it really is one of ours.
        for child in children where child === content {
            child.willMove(toParent: nil)
            if let leavingView = child.viewIfLoaded {
                leavingView.removeFromSuperview()
            }
            removeFromParent() // locate-here
        }
    }
}
