// locator-case: the learner's detach helper runs its completion (which calls removeFromParent()) before it takes the child's view out, so the relationship ends while the view is still in the container (mistakes.md B11, the order SO 17192005's asker used).
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
        content.willMove(toParent: nil)
        detachView(of: content) {
            content.removeFromParent()
        }
    }

    /// Takes the child's root view out of our hierarchy (if it was ever loaded), then runs `completion`.
    private func detachView(of child: UIViewController, completion: () -> Void) {
        completion() // locate-here
        child.viewIfLoaded?.removeFromSuperview() // locate-here
    }
}
