// locator-case: The learner's "already shown somewhere" guard tests `content.parent == nil` right after `addChild(content)` has set the parent, so it always returns before the view is sized, added and told `didMove(toParent:)`; the guard must go (or move above `addChild`).
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
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
        addChild(content)
        // A controller that already has a parent is on screen elsewhere: leave it alone.
        guard content.parent == nil else { return } // locate-here

        let childView = content.view!
        childView.frame = frameForContentController()
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
        content.didMove(toParent: self)
    }
}
