// locator-case: The learner puts the child's view into a lazily made slot view whose factory never adds the slot to the container's view, so the child's view never reaches the container's hierarchy.
// batch: 11
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

    /// The area below the header that hosts whichever child is shown.
    private lazy var contentSlot: UIView = {
        let slot = UIView(frame: self.frameForContentController())
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight] // locate-here
        return slot // locate-here
    }()

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let host = contentSlot
        content.view.frame = host.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
