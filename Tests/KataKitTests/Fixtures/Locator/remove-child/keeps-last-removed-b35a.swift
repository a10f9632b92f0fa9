// locator-case: keeps the removed child in a strong "lastRemoved" property (for an undo), so it never deallocates; don't keep it, or hold it weakly
// batch: 35
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that can show a child and take it away again.
/// Read README.md next to this file, then fill in `hideContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// The child hidden most recently, so an undo can show it again.
    private var lastRemoved: UIViewController? // locate-here

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
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
        lastRemoved = content // locate-here
    }

    /// Shows the child hidden last again.
    func undoHide() {
        guard let child = lastRemoved else { return }
        lastRemoved = nil
        displayContentController(child)
    }
}
