// locator-case: the child's frame is built inline below the header but keeps the full view height (overruns the bottom by 44); use frameForContentController()
// batch: 20
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
        content.view.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height) // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
