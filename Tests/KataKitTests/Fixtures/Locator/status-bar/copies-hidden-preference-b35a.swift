// locator-case: delegates the style with childForStatusBarStyle but copies the child's prefersStatusBarHidden into its own, which skips a child that delegates further; override childForStatusBarHidden { selectedChild } instead
// batch: 35
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
        // TODO: the status bar must now follow the new child — see README.md.
        setNeedsStatusBarAppearanceUpdate()
    }

    // MARK: Your work

    // TODO: let the selected child decide the status bar's style and visibility — see README.md.
    override var childForStatusBarStyle: UIViewController? {
        return selectedChild
    }

    override var prefersStatusBarHidden: Bool {
        return selectedChild?.prefersStatusBarHidden ?? false // locate-here
    }
}
