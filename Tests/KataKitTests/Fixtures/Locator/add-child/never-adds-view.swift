// locator-case: sizes the child's view and finishes the move, but never adds the view to the container's view
// batch: 6
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
        // The controller relationship first (this also sends willMove(toParent: self)).
        addChild(content)

        // Then the view: below the header, following the container's size.
        let slot = frameForContentController()
        content.view.frame = slot
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // locate-here

        // Done moving.
        content.didMove(toParent: self)  // locate-here
    }
}
