// locator-case: For a slide-up animation the learner reads the target frame from `content.view.frame` after already moving the view below the screen, so the view animates to its start position; the target must be `frameForContentController()`.
// batch: 18
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
        addChild(content)

        // Start just below the bottom edge, then slide up into place.
        content.view.frame = frameForContentController().offsetBy(dx: 0, dy: view.bounds.height)
        let target = content.view.frame // locate-here
        view.addSubview(content.view)

        UIView.animate(withDuration: 0.3, animations: {
            content.view.frame = target
        }, completion: { _ in
            content.didMove(toParent: self)
        })
    }
}
