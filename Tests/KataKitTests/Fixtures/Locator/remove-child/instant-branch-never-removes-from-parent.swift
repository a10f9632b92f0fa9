// locator-case: When animations are disabled the learner's non-animated branch removes the view but never calls content.removeFromParent(), so the child stays in children; end the relationship in that branch too.
// batch: 15
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
        content.willMove(toParent: nil)

        guard UIView.areAnimationsEnabled, let childView = content.viewIfLoaded else {
            content.viewIfLoaded?.removeFromSuperview() // locate-here
            return // locate-here
        }

        UIView.animate(withDuration: 0.2, animations: {
            childView.alpha = 0
        }, completion: { _ in
            childView.removeFromSuperview()
            content.removeFromParent()
        })
    }
}
