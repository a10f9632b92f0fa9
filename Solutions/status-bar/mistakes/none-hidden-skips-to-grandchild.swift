// mistake: none
// expect-rules: child-for-status-bar-hidden
// source: the kata's task (README child-for-status-bar-hidden: return the child; UIKit then asks that child and whoever it delegates to); locator batch 10 case hidden-skips-to-grandchild
// childForStatusBarHidden returns the selected child's last child when it has one, deciding for the child which grandchild speaks.
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

    override var childForStatusBarStyle: UIViewController? {
        selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        selectedChild?.children.last ?? selectedChild
    }
}
