// locator-case: the helper sizes the child's view to the container's whole bounds, covering the header; content.view.frame = frameForContentController()
// batch: 23
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
        // TODO: make `content` a child of this container and show its view (see README.md).
        embed(content)
    }
}

private extension ContainerViewController {
    /// Listing 5-1: relationship, frame, view, then tell the child.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds // locate-here
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
