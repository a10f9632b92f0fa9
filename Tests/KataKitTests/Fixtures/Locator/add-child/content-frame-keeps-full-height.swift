// locator-case: a computed contentFrame moves the child below the header but keeps the full height, so it runs 44 points off the bottom
// batch: 4
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
        addChild(content)                       // also sends willMove(toParent: self)
        content.view.frame = contentFrame  // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

private extension ContainerViewController {
    /// Everything under the header.
    var contentFrame: CGRect {
        view.bounds.offsetBy(dx: 0, dy: 44)  // locate-here
    }
}
