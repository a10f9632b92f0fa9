// locator-case: copies the selected child's preferredStatusBarStyle into its own instead of delegating the style with childForStatusBarStyle
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
        setNeedsStatusBarAppearanceUpdate()
    }

    // MARK: Your work

    /// The style of whichever child is on screen.
    override var preferredStatusBarStyle: UIStatusBarStyle {  // locate-here
        switch selectedChild {
        case let child?:
            return child.preferredStatusBarStyle  // locate-here
        case nil:
            return .default
        }
    }

    override var childForStatusBarHidden: UIViewController? {
        selectedChild
    }
}
