// locator-case: the learner's status-bar refresh helper returns early when there was no previous child, so the first selection never calls setNeedsStatusBarAppearanceUpdate(); the update is needed whenever the selected child changes.
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
        let previous = selectedChild
        selectedChild = child
        refreshStatusBar(replacing: previous)
    }

    // MARK: Your work

    /// Asks UIKit to re-read the status bar after a swap.
    private func refreshStatusBar(replacing previous: UIViewController?) {
        guard previous != nil else { return } // locate-here
        setNeedsStatusBarAppearanceUpdate()
    }

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
