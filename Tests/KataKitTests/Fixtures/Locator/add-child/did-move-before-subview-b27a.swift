// locator-case: content.didMove(toParent: self) is sent before content.view is added; it belongs after view.addSubview(content.view)
// batch: 27
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
        guard content.parent !== self else { return }
        addChild(content)
        content.didMove(toParent: self) // locate-here
        let childView: UIView = content.view
        childView.frame = frameForContentController()
        view.addSubview(childView)
    }
}
