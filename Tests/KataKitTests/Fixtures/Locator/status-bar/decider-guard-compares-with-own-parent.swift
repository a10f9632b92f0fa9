// locator-case: the learner's decider property checks the child's parent against the container's own parent instead of self, so it never returns the selected child; compare with self.
// batch: 19
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
        setNeedsStatusBarAppearanceUpdate()
    }

    // MARK: Your work

    /// The child that decides the status bar: the selected one, as long as it is really ours.
    private var statusBarDecider: UIViewController? {
        guard let candidate = selectedChild, candidate.parent === parent else { return nil } // locate-here
        return candidate
    }

    override var childForStatusBarStyle: UIViewController? { statusBarDecider }

    override var childForStatusBarHidden: UIViewController? { statusBarDecider }
}
