// locator-case: calls content.willMove(toParent: self) by hand before addChild, so willMove arrives twice; delete it, addChild already sends it
// batch: 25
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
        // Announce the move, then make the relationship.
        content.willMove(toParent: self) // locate-here
        addChild(content)

        let contentFrame = frameForContentController()
        content.view.frame = contentFrame
        view.addSubview(content.view)

        content.didMove(toParent: self)
    }
}
