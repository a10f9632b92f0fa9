// mistake: none
// expect-rules: child-for-status-bar-hidden
// source: the same miss as none-delegates-style-only-when-not-default, for visibility (batch 7 locator case style-delegated-only-when-not-default); uikit-semantics §5.2: a selected child that shows the bar itself but lets its own child hide it is never asked
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one of several children at a time, and lets the child it shows decide
/// how the status bar looks.
final class ContainerViewController: UIViewController {
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
        // UIKit does not notice that a custom container swapped children: ask it to ask again.
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Ask the selected child (and whoever it delegates to) instead of answering ourselves.
    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? {
        selectedChild?.prefersStatusBarHidden == true ? selectedChild : nil
    }
}
