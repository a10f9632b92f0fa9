// locator-case: The learner looks up "the child on screen" with `children.first { $0.viewIfLoaded?.superview === view }`, which matches the first child shown rather than `content`, so the wrong child is warned, unparented and has its view removed; the lookup must match `content` (`$0 === content`) or just use `content`.
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
        // The child whose view we are showing, if `content` ever got on screen.
        let leaving = children.first(where: { $0.viewIfLoaded?.superview === view }) ?? content // locate-here

        leaving.willMove(toParent: nil)
        leaving.viewIfLoaded?.removeFromSuperview()
        leaving.removeFromParent()
    }
}
