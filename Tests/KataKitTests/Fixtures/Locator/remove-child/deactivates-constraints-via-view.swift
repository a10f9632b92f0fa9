// locator-case: following the guide's removal steps ("remove any constraints that you configured with the child's root view", copied on successfulcoder.com 2016/08/31) the learner deactivates content.view.constraints, which loads the view of a child that was never shown (mistakes.md B14).
// batch: 12
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again.
/// Read README.md next to this file, then fill in `hideContentController(_:)`.
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
        // 1. Call the child's willMove(toParent:) with nil.
        content.willMove(toParent: nil)
        // 2. Remove any constraints configured with the child's root view.
        NSLayoutConstraint.deactivate(content.view.constraints) // locate-here
        // 3. Remove the child's root view from the hierarchy.
        content.viewIfLoaded?.removeFromSuperview()
        // 4. End the relationship.
        content.removeFromParent()
    }
}
