// locator-case: the child's view is added to the hierarchy before addChild(content); addChild(content) must come first, then add content.view
// batch: 31
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view) // locate-here
        addChild(content) // locate-here
        content.didMove(toParent: self)
    }
}
