// locator-case: the learner keeps every removed child in a dictionary keyed by its type "so showing the same screen again is instant", so the container holds a strong reference to a child it no longer shows and it is never released (mistakes.md B12; MLeaksFinder issue #8: children kept in properties for repeated add and remove are not freed by removeFromParent).
// batch: 12
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

    /// Children we took away, kept so showing the same screen again is instant.
    private var reusableChildren: [String: UIViewController] = [:]

    /// Removes the child `content` completely: no longer a child, its view gone from the screen.
    func hideContentController(_ content: UIViewController) {
        guard content.parent === self else { return }

        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()

        let key = String(describing: type(of: content))
        reusableChildren[key] = content // locate-here
    }
}
