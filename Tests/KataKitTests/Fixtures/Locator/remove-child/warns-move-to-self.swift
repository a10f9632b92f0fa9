// locator-case: The learner copied the add-side call and announces content.willMove(toParent: self) instead of willMove(toParent: nil); warn the child that it is moving to no parent.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        let childView = content.viewIfLoaded

        // step 1: tell it about the move
        content.willMove(toParent: self) // locate-here
        // step 2: view out
        childView?.removeFromSuperview()
        // step 3: relationship over (sends didMove(toParent: nil))
        content.removeFromParent()
    }
}
