// locator-case: tells the child it moved to the container's own parent instead of to the container
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        // 3. Only now is the move finished.
        content.didMove(toParent: parent)  // locate-here
    }
}
