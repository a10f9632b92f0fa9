// locator-case: The learner's early exit for a child with no view on screen calls `removeFromParent()` before `willMove(toParent: nil)` was ever sent (the warning only comes after the guard), so an unloaded child is removed unannounced; send `content.willMove(toParent: nil)` in that branch too, or before the guard.
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
        guard let contentView = content.viewIfLoaded, contentView.superview != nil else { // locate-here
            // Nothing to fade: just end the relationship.
            content.removeFromParent() // locate-here
            return
        }
        content.willMove(toParent: nil)
        UIView.animate(withDuration: 0.2, animations: {
            contentView.alpha = 0
        }, completion: { _ in
            contentView.removeFromSuperview()
            content.removeFromParent()
        })
    }
}
