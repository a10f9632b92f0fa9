// locator-case: The learner decides whether the status-bar owner changed by comparing `childForStatusBarStyle` with `child` after `selectedChild` was already set to `child`, so the comparison is always false and UIKit is never asked again; read the previous owner before the swap (or just always call `setNeedsStatusBarAppearanceUpdate()`).
// batch: 16
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
        let ownerChanged = childForStatusBarStyle !== child // locate-here

        // Swapping children only matters to UIKit when a different child now decides.
        if ownerChanged {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? {
        selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        selectedChild
    }
}
