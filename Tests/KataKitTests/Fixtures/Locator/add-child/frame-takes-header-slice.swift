// locator-case: a contentArea helper splits the bounds with divided(atDistance:from:) but keeps the slice (the header) instead of the remainder
// batch: 5
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
        addChild(content)
        content.view.frame = contentArea()  // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Header on top, content below it.
    private func contentArea() -> CGRect {
        let parts = view.bounds.divided(atDistance: 44, from: .minYEdge)
        return parts.slice  // locate-here
    }
}
