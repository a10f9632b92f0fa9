// locator-case: The learner's `refreshStatusBar(for:)` helper returns early when the new child's preferences equal the container's own defaults, so switching from a light or hidden child back to a default one never asks UIKit again; call `setNeedsStatusBarAppearanceUpdate()` whenever the selection changes.
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
        refreshStatusBar(for: child)
    }

    // MARK: Your work

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }

    /// Tells UIKit to ask again, unless the new child would not change anything.
    private func refreshStatusBar(for newChild: UIViewController) {
        guard newChild.childForStatusBarStyle != nil // locate-here
                || newChild.preferredStatusBarStyle != preferredStatusBarStyle
                || newChild.prefersStatusBarHidden != prefersStatusBarHidden
        else { return }
        setNeedsStatusBarAppearanceUpdate()
    }
}
