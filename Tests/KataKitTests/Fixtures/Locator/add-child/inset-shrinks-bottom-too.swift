// locator-case: builds the content frame with insetBy(dy: 44), which takes 44 points off the bottom as well as the top
// batch: 9
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

    /// Shows `content` as this container's child, below the header.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        guard let childView = content.view else { return }
        childView.frame = view.bounds.insetBy(dx: 0, dy: 44) // locate-here
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
        content.didMove(toParent: self)
    }
}
