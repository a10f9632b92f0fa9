// locator-case: assigns the content rect to content.view.bounds instead of its frame, so the view keeps its old centre and is not at the slot; content.view.frame = frameForContentController()
// batch: 35
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
        addChild(content)
        content.view.bounds = frameForContentController() // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
