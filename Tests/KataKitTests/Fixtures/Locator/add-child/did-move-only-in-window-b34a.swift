// locator-case: an early return skips didMove(toParent:) when the container is not in a window yet; call content.didMove(toParent: self) unconditionally after adding the view
// batch: 34
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
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        // The move is only over once the child is actually on screen.
        guard view.window != nil else { return } // locate-here
        content.didMove(toParent: self)
    }
}
