// locator-case: the learner tells the child willMove(toParent: self) before addChild, which already sends it, so the child hears it twice; delete the manual willMove call.
// batch: 19
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
        // warn the child, then adopt it
        content.willMove(toParent: self) // locate-here
        addChild(content)

        let area = frameForContentController()
        content.view.frame = area
        view.addSubview(content.view)

        // done moving
        content.didMove(toParent: self)
    }
}
