// locator-case: the embed helper builds the child's frame from view.frame instead of view.bounds (wrong when the container sits at a non-zero origin); start from view.bounds (or use frameForContentController())
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
        embed(content, belowHeaderOfHeight: 44)
    }
}

private extension UIViewController {
    /// Adds `child` and lays its view out under a header of the given height.
    func embed(_ child: UIViewController, belowHeaderOfHeight headerHeight: CGFloat) {
        addChild(child)
        var childFrame = view.frame // locate-here
        childFrame.origin.y += headerHeight
        childFrame.size.height -= headerHeight
        child.view.frame = childFrame
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
