// locator-case: The learner's `statusBarChild` only delegates to the selected child when it has no children of its own, so a selected child that is itself a container (delegating further, or deciding itself) is never asked; drop the `children.isEmpty` clause and return the selected child.
// batch: 17
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
    private(set) var selectedChild: UIViewController? {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }

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
        // (the didSet above asks UIKit to look at the status bar again)
    }

    // MARK: Your work

    /// The child that decides the status bar: the selected one, once it is really on screen.
    private var statusBarChild: UIViewController? {
        guard let selected = selectedChild,
              selected.parent === self,
              selected.children.isEmpty // locate-here
        else { return nil }
        return selected
    }

    override var childForStatusBarStyle: UIViewController? {
        statusBarChild
    }

    override var childForStatusBarHidden: UIViewController? {
        statusBarChild
    }
}
