// locator-case: The learner put view.addSubview(content.view) in a defer block, so the view only goes in after content.didMove(toParent:) has run; add the view before calling didMove instead of deferring it.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Shows one child under a 44-pt header.
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
        let childView: UIView = content.view
        // whatever happens below, the view must end up in our hierarchy
        defer { view.addSubview(childView) } // locate-here

        childView.frame = frameForContentController()
        content.didMove(toParent: self)
    }
}
