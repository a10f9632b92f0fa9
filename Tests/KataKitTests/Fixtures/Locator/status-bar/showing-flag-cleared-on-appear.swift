// locator-case: The learner's viewDidAppear (copied from viewDidDisappear) sets its on-screen flag to false, so select never asks for a status-bar update while the container is showing.
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
        if isShowing {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    // MARK: Your work

    /// Whether our view is on screen, so that a status-bar update means something.
    private var isShowing = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isShowing = false // locate-here
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShowing = false
    }

    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
