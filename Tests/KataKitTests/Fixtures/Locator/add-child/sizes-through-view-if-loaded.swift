// locator-case: the learner sizes the child through viewIfLoaded (to avoid loading its view, a rule from removal) before the view was ever loaded, so the frame write goes nowhere and the view is added at its default frame instead of frameForContentController().
// batch: 12
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
        guard content.parent !== self else { return }

        addChild(content)
        // Don't force the child's view to load just to size it.
        content.viewIfLoaded?.frame = frameForContentController() // locate-here
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
