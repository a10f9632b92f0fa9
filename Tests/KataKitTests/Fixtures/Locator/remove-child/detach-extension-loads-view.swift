// locator-case: moves the three steps into a UIViewController extension that removes `view`, loading it
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
        content.detachFromParent()
    }
}

extension UIViewController {
    /// Listing 5-2, for any child.
    func detachFromParent() {
        willMove(toParent: nil)
        view.removeFromSuperview()  // locate-here
        removeFromParent()
    }
}
