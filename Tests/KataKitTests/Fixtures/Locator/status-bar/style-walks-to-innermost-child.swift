// locator-case: childForStatusBarStyle walks down to the innermost child instead of returning the selected child, so a selected child that shows a child but decides the style itself is skipped; return selectedChild and let it delegate.
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

    /// The controller whose content is actually on top.
    private var innermostSelected: UIViewController? {
        var candidate = selectedChild
        while let inner = candidate?.children.last { // locate-here
            candidate = inner
        }
        return candidate
    }

    override var childForStatusBarStyle: UIViewController? { innermostSelected }

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
