// locator-case: sizes and adds the child's view and finishes the move, but never makes it a child with addChild
// batch: 4
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
    func displayContentController(_ content: UIViewController) {  // locate-here
        guard content.parent !== self else { return }  // locate-here
        // Put the child's root view below the header.
        let childView: UIView = content.view  // locate-here
        childView.frame = frameForContentController()
        view.addSubview(childView)
        // The view is in place: the move is over.
        content.didMove(toParent: self)
    }
}
