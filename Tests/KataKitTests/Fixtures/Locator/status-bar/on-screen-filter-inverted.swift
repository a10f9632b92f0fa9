// locator-case: The learner finds the child to delegate to with a filter whose superview test is inverted, so it picks a child whose view is not on screen (none) and the container keeps answering the status bar itself.
// batch: 11
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

    /// The child whose view is on screen now.
    private var onScreenChild: UIViewController? {
        children.first { $0.viewIfLoaded?.superview == nil } // locate-here
    }

    override var childForStatusBarStyle: UIViewController? { onScreenChild }

    override var childForStatusBarHidden: UIViewController? { onScreenChild }
}
