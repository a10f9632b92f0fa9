// locator-case: the status bar update helper only asks for an update when there is more than one child, which never happens after a swap
// batch: 4
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
        statusBarOwnerChanged()
    }

    // MARK: Your work

    /// Ask UIKit to read the status bar again, but only when one child replaced another.
    private func statusBarOwnerChanged() {
        guard children.count > 1 else { return }  // locate-here
        setNeedsStatusBarAppearanceUpdate()
    }

    override var childForStatusBarStyle: UIViewController? {
        selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        selectedChild
    }
}
