// locator-case: To ignore a second hide during the fade the learner stores the child in a strong `fadingChild` property and never clears it, so the removed child is kept alive; don't keep it (or nil it in the completion / make it weak).
// batch: 18
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

    /// The child currently fading out, so a second tap does not hide it twice.
    private var fadingChild: UIViewController?

    /// Removes the child `content` completely: no longer a child, its view gone from the screen.
    func hideContentController(_ content: UIViewController) {
        guard fadingChild !== content else { return }
        fadingChild = content // locate-here
        content.willMove(toParent: nil)

        guard let contentView = content.viewIfLoaded else {
            content.removeFromParent()
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            contentView.alpha = 0
        }, completion: { _ in
            contentView.removeFromSuperview()
            content.removeFromParent()
        })
    }
}
