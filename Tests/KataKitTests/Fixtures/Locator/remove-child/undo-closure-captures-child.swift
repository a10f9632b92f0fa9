// locator-case: The learner keeps an "undo" closure that captures the removed child strongly, so the hidden child is never released; don't keep a strong reference to a removed child (drop the closure or capture it weakly).
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    /// Re-shows whatever was hidden last (for a shake-to-undo gesture).
    private var undoHide: (() -> Void)?

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
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()

        undoHide = { [weak self] in // locate-here
            self?.displayContentController(content) // locate-here
        }
    }
}
