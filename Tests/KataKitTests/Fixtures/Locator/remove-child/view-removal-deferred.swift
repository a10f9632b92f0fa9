// locator-case: defers removing the child's view, so it happens after removeFromParent
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again (Listings 5-1 and 5-2).
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
        // 1. Warn the child first.
        content.willMove(toParent: nil)
        // 2. Take its view away — without loading a view that was never shown.
        defer { content.viewIfLoaded?.removeFromSuperview() }  // locate-here
        // 3. End the relationship last; this sends content.didMove(toParent: nil) for us.
        content.removeFromParent()
    }
}
