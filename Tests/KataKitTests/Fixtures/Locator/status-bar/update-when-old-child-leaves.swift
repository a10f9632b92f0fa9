// locator-case: The learner asks for a status bar update inside the block that retires the old child, before selectedChild changes and never on the first selection; call setNeedsStatusBarAppearanceUpdate() after selectedChild = child.
// batch: 15
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
            // the old child's status bar is going away with it
            setNeedsStatusBarAppearanceUpdate() // locate-here
        }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        selectedChild = child // locate-here
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? {
        guard let selectedChild else { return nil }
        return selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        guard let selectedChild else { return nil }
        return selectedChild
    }
}
