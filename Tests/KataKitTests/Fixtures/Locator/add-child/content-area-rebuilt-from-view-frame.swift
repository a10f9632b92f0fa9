// locator-case: the learner rebuilds the content area by hand from view.frame (the container's frame in its superview) instead of view.bounds / frameForContentController(), so the child is misplaced when the container is not at the origin.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    private let headerHeight: CGFloat = 44

    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Same area as above, written my way.
    private var contentArea: CGRect {
        var area = view.frame // locate-here
        area.origin.y += headerHeight
        area.size.height -= headerHeight
        return area
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        if let childView = content.view {
            childView.frame = contentArea
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(childView)
        }
        content.didMove(toParent: self)
    }
}
