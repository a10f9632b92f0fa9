// locator-case: The learner's "already shown" test treats a child whose view is in no window as already shown (`== nil` where they meant `!= nil`), so a fresh child returns early and is never added; the second clause must be `content.viewIfLoaded?.window != nil`.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // Showing the same controller twice would add it twice: skip it if it is already up.
        let alreadyShown = content.parent === self
            || content.viewIfLoaded?.window == nil // locate-here
        if alreadyShown {
            return
        }

        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
