// locator-case: the helper sends willMove(toParent:) itself before addChild, so the child hears it twice; drop the manual willMove, addChild sends it
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
        embed(content, in: view, frame: frameForContentController())
    }
}

private extension UIViewController {
    func embed(_ child: UIViewController, in container: UIView, frame: CGRect) {
        child.willMove(toParent: self) // locate-here
        addChild(child)
        child.view.frame = frame
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
