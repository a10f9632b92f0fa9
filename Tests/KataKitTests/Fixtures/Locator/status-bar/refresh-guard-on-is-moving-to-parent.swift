// locator-case: The learner only asks UIKit to re-read the status bar when the new child `isMovingToParent`, which is true only during that child's appearance callbacks and so is false here; `setNeedsStatusBarAppearanceUpdate()` must run after every selection, without that guard.
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
        refreshStatusBar(after: child)
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? { selectedChild }

    /// A child that has just been added may want another status bar: ask UIKit to ask again.
    private func refreshStatusBar(after child: UIViewController) {
        guard child.isMovingToParent else { return } // locate-here
        setNeedsStatusBarAppearanceUpdate()
    }
}
