// locator-case: an adopt helper calls addChild and at once didMove(toParent:), before the child's view is sized and added
// batch: 5
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
        adopt(content)  // locate-here
        let contentView: UIView = content.view
        contentView.frame = frameForContentController()
        contentView.alpha = 0
        view.addSubview(contentView)
        UIView.animate(withDuration: 0.25) {
            contentView.alpha = 1
        }
    }
}

extension ContainerViewController {
    /// The controller side of the relationship, in one place.
    private func adopt(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)  // locate-here
    }
}
