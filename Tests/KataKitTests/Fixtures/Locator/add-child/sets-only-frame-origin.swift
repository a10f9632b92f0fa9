// locator-case: sets only the origin of the child's view frame, leaving the size the view was loaded with
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header (Listing 5-1).
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
        // 1. The relationship first: addChild also sends content.willMove(toParent: self).
        addChild(content)
        // 2. Size the child's own root view, then put it in our hierarchy.
        content.view.frame.origin = frameForContentController().origin  // locate-here
        view.addSubview(content.view)
        // 3. Only now is the move finished.
        content.didMove(toParent: self)
    }
}
