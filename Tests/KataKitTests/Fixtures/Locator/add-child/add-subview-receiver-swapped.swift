// locator-case: The learner added the container's view into the child's view (receiver and argument swapped); call view.addSubview(content.view) instead.
// batch: 13
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
        // relationship before views
        self.addChild(content)

        let area = frameForContentController()
        let childRoot = content.view!
        childRoot.frame = area

        // hierarchy: put the two views together
        childRoot.addSubview(view) // locate-here

        // done moving
        content.didMove(toParent: self)
    }
}
