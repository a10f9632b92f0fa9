// locator-case: the embed helper returns early when the container's view is not in a window, so a child added from viewDidLoad is never added; drop the window guard
// batch: 35
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
        embed(content, in: frameForContentController())
    }
}

private extension ContainerViewController {
    /// Listing 5-1, with a safety check that we are actually on screen.
    func embed(_ child: UIViewController, in slot: CGRect) {
        guard view.window != nil, child.parent !== self else { return } // locate-here
        addChild(child)
        child.view.frame = slot
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
