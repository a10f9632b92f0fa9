// locator-case: the embed extension calls child.willMove(toParent: self) by hand before addChild, so the child hears it twice; drop it, addChild sends it
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
        embed(content, in: frameForContentController())
    }
}

extension UIViewController {
    /// Makes `child` a child of this controller and shows its view at `frame`.
    func embed(_ child: UIViewController, in frame: CGRect) {
        child.willMove(toParent: self) // locate-here
        addChild(child)
        child.view.frame = frame
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
