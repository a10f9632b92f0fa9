// locator-case: the embed extension adds child.view to the container before addChild(child); addChild must come first, then add the view
// batch: 22
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

private extension UIViewController {
    /// Puts `child`'s root view at `frame` in our view and makes it our child.
    func embed(_ child: UIViewController, in frame: CGRect) {
        child.view.frame = frame
        view.addSubview(child.view) // locate-here
        addChild(child) // locate-here
        child.didMove(toParent: self)
    }
}
