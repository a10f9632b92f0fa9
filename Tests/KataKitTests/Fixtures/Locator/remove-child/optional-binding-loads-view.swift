// locator-case: `if let childView = content.view` does not test whether the view is loaded (view is implicitly unwrapped), it loads it, so a never-shown child runs viewDidLoad during teardown; use content.viewIfLoaded.
// batch: 14
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
        detachView(of: content)
        content.removeFromParent()
    }

    private func detachView(of controller: UIViewController) {
        // only bother if the view exists
        if let childView = controller.view { // locate-here
            childView.removeFromSuperview()
        }
    }
}
