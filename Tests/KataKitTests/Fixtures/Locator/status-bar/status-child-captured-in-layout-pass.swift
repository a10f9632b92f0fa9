// locator-case: The learner's status-bar owner `statusBarChild` is only refreshed in `viewDidLayoutSubviews`, after `select(_:)` has already asked UIKit to re-read the status bar, so UIKit is pointed at the previous (or no) child; keep it current when the selection changes (or return `selectedChild`).
// batch: 16
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

    /// Who decides the status bar; kept up to date as the container lays out.
    private weak var statusBarChild: UIViewController?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        statusBarChild = children.last // locate-here
    }

    override var childForStatusBarStyle: UIViewController? {
        return statusBarChild
    }

    override var childForStatusBarHidden: UIViewController? {
        return statusBarChild
    }
}
