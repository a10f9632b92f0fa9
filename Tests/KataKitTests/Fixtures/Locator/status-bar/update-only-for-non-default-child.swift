// locator-case: asks for a status bar update only when the new child wants a non-default style or a hidden bar, so going back to a plain child leaves the old look
// batch: 6
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one of several children at a time, and lets the child it shows decide
/// how the status bar looks.
/// Kata `status-bar` — read README.md, then run `kata run status-bar`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The child on screen now, if any.
    private(set) var selectedChild: UIViewController?

    /// Shows `child` in place of the current one, with correct containment.
    func select(_ child: UIViewController) {
        guard child !== selectedChild else { return }
        if let old = selectedChild {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        selectedChild = child
        // TODO: the status bar must now follow the new child — see README.md.
        // No need to bother UIKit for a child that is happy with the defaults.
        if child.preferredStatusBarStyle != .default || child.prefersStatusBarHidden {  // locate-here
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    // MARK: Your work

    /// The selected child decides how the bar looks ...
    override var childForStatusBarStyle: UIViewController? {
        selectedChild
    }

    /// ... and whether it shows at all.
    override var childForStatusBarHidden: UIViewController? {
        selectedChild
    }
}
