// locator-case: the status bar update is only requested when a previous child is being replaced, so the very first selection never asks UIKit to re-read the status bar; call setNeedsStatusBarAppearanceUpdate() after every change.
// batch: 14
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
        let replacing = selectedChild != nil
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
        // the bar belonged to the old child until now: refresh it
        if replacing { // locate-here
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
