// locator-case: The learner's `takeDownView(of:)` helper ends by sending `didMove(toParent: nil)` itself, and `removeFromParent()` then sends it again, so the child hears it twice (once while still a child); drop the helper's `didMove` call.
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
        content.willMove(toParent: nil)
        takeDownView(of: content)
        content.removeFromParent()
    }

    /// Takes the child's view off screen, if it ever had one, and lets the child know.
    private func takeDownView(of child: UIViewController) {
        if child.isViewLoaded {
            child.view.removeFromSuperview()
        }
        child.didMove(toParent: nil) // locate-here
    }
}
