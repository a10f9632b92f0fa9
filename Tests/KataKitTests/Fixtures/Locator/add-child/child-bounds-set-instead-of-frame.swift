// locator-case: The learner assigns frameForContentController() to the child view's bounds instead of its frame, so the view never moves below the header; set content.view.frame.
// batch: 15
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

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let area = frameForContentController()
        if let childView = content.view {
            childView.bounds = area // locate-here
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(childView)
        }
        content.didMove(toParent: self)
    }
}
