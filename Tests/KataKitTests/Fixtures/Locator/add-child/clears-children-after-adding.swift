// locator-case: the learner's "one child at a time" cleanup helper runs after addChild(content) instead of before it, so the loop warns and removes the new child too and its view lands in the container with no parent (the helper's shape is from real code: a CustomContainerViewController on GitHub calls removeChildren() first in setViewController).
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
        addChild(content)
        removeShownChildren() // locate-here
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Only one child is shown at a time: take away whatever was there before.
    private func removeShownChildren() {
        for child in children {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
    }
}
