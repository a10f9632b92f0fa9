// locator-case: content.view is read into a local (loading the child's view) before addChild(content); call addChild(content) first, then touch content.view
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
        let childView: UIView = content.view // locate-here
        addChild(content) // locate-here
        childView.frame = frameForContentController()
        view.addSubview(childView)
        content.didMove(toParent: self)
    }
}
