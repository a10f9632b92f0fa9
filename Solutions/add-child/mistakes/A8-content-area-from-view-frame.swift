// mistake: A8
// expect-rules: size-child-view
// source: docs/spec/mistakes.md A8 (the child's frame built from the container's frame, not its bounds); locator batch 14 case content-area-rebuilt-from-view-frame
// The content area is rebuilt from view.frame: right only while the container sits at its
// superview's origin.
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
        var area = view.frame
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
