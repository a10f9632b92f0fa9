// locator-case: The learner only calls `setNeedsStatusBarAppearanceUpdate()` when the new child's `prefersStatusBarHidden` differs from the previous one's, so a swap that changes only the style is never picked up; update on every selection.
// batch: 18
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
        let previous = selectedChild
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
        // Only bother UIKit when the bar actually has to change.
        if previous?.prefersStatusBarHidden != child.prefersStatusBarHidden { // locate-here
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? {
        return selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        return selectedChild
    }
}
