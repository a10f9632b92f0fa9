// locator-case: unwraps content.view in a guard before addChild, so the child's view loads while it has no parent; call addChild(content) first, then read content.view
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
        guard let childView = content.view else { return } // locate-here
        addChild(content)
        childView.frame = frameForContentController()
        view.addSubview(childView)
        content.didMove(toParent: self)
    }
}
