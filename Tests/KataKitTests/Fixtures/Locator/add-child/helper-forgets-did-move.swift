// locator-case: a helper in an extension places the view; didMove(toParent:) is never called
// batch: 1
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
        place(content)  // locate-here
    }  // locate-here
}

extension ContainerViewController {
    /// Sizes and shows the child's view.
    func place(_ content: UIViewController) {
        content.view.frame = frameForContentController()
        view.addSubview(content.view)  // locate-here
    }  // locate-here
}
