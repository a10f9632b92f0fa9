// locator-case: The learner copies only the size of the content frame onto the child's view, so the view keeps its old origin and slides under the header.
// batch: 10
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
        let area = frameForContentController()
        content.view.frame.size = area.size // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
