// locator-case: the learner coalesces status-bar updates behind a "pending" flag but never clears it after asking for the update, so only the first select(_:) reaches setNeedsStatusBarAppearanceUpdate() and later children's preferences are never read.
// batch: 12
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
        statusBarNeedsUpdate()
    }

    // MARK: Your work

    /// Set while an update is already on its way, so one swap asks UIKit only once.
    private var statusBarUpdatePending = false

    private var statusBarOwner: UIViewController? {
        selectedChild
    }

    override var childForStatusBarStyle: UIViewController? { statusBarOwner }

    override var childForStatusBarHidden: UIViewController? { statusBarOwner }

    private func statusBarNeedsUpdate() {
        guard !statusBarUpdatePending else { return }
        statusBarUpdatePending = true
        setNeedsStatusBarAppearanceUpdate() // locate-here
    } // locate-here
}
