// locator-case: the child's frame is built from view.frame instead of view.bounds (wrong when the container sits at a non-zero origin); use frameForContentController()
// batch: 33
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
        addChild(content)
        var contentFrame = view.frame // locate-here
        contentFrame.origin.y += 44
        contentFrame.size.height -= 44
        content.view.frame = contentFrame
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
