// locator-case: puts the child's view into the container's window instead of the container's own view
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
        guard content.parent !== self else { return }
        addChild(content)
        let slot = frameForContentController()
        content.view.frame = slot
        // The container is on screen, so the window is there to hold the view.
        view.window?.addSubview(content.view)  // locate-here
        content.didMove(toParent: self)
    }
}
