// locator-case: The learner refreshes its status-bar owner only in viewDidAppear, so after a later select the update asks the previously selected child.
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

    /// The child that decides how the status bar looks.
    private weak var statusBarOwner: UIViewController?

    override var childForStatusBarStyle: UIViewController? {
        return statusBarOwner
    }

    override var childForStatusBarHidden: UIViewController? {
        return statusBarOwner
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        statusBarOwner = selectedChild // locate-here
        setNeedsStatusBarAppearanceUpdate()
    }
}
