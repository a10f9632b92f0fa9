// locator-case: the child's view is sized to view.bounds, covering the header; it must be frameForContentController()
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
        guard content.parent !== self else { return }
        embed(content)
    }
}

private extension ContainerViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        let childView: UIView = child.view
        childView.frame = view.bounds // locate-here
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
        child.didMove(toParent: self)
    }
}
