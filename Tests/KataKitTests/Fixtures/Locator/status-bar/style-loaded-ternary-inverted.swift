// locator-case: The style delegate's ternary is inverted — it returns nil once the selected child's view is loaded (always, after select) and the child otherwise; return selectedChild.
// batch: 13
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
        // the bar must follow the new child
        setNeedsStatusBarAppearanceUpdate()
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? {
        guard let shown = selectedChild else { return nil }
        return shown.isViewLoaded ? nil : shown // locate-here
    }

    override var childForStatusBarHidden: UIViewController? {
        guard let shown = selectedChild else { return nil }
        return shown.isViewLoaded ? shown : nil
    }
}
