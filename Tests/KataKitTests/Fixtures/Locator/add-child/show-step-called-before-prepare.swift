// locator-case: the two helpers are called in the wrong order, so content.view goes into the hierarchy before addChild; call prepare(content) before show(content)
// batch: 24
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
        show(content) // locate-here
        prepare(content) // locate-here
        content.didMove(toParent: self)
    }
}

private extension ContainerViewController {
    /// Step 1: the relationship, and the child's frame.
    func prepare(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
    }

    /// Step 2: the child's root view in our hierarchy.
    func show(_ content: UIViewController) {
        view.addSubview(content.view)
    }
}
