// locator-case: The learner keeps only the size of frameForContentController() and puts the child's view at the origin, under the header; use the whole rect, origin included.
// batch: 13
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

    /// The child's frame, relative to its own superview.
    private var childFrame: CGRect {
        CGRect(origin: .zero, size: frameForContentController().size) // locate-here
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        guard content.parent !== self else { return }

        addChild(content)
        if let childView = content.view {
            childView.frame = childFrame
            view.addSubview(childView)
        }
        content.didMove(toParent: self)
    }
}
