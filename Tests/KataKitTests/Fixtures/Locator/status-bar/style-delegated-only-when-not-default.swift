// locator-case: childForStatusBarStyle hands the style to the selected child only when the child's own preferredStatusBarStyle is not .default, so a child that delegates to a grandchild (and keeps .default itself) is never asked
// batch: 7
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
    override var childForStatusBarStyle: UIViewController? {
        selectedChild?.preferredStatusBarStyle == .default ? nil : selectedChild  // locate-here
    }

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
