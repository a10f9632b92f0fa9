// locator-case: guard on viewIfLoaded returns early for a child whose view never loaded, so that child is never warned nor removed; only skip the view removal, not the whole teardown
// batch: 35
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
        // TODO: end the parent-child relationship and remove the child's view (see README.md).
        guard let contentView = content.viewIfLoaded else { return } // locate-here
        content.willMove(toParent: nil)
        contentView.removeFromSuperview()
        content.removeFromParent()
    }
}
