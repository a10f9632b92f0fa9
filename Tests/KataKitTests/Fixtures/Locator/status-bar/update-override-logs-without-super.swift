// locator-case: overrides setNeedsStatusBarAppearanceUpdate() to log each update but never calls super, so the container's own requests never reach UIKit
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one of several children at a time, and lets the child it shows decide
/// how the status bar looks.
final class ContainerViewController: UIViewController {
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
        // UIKit does not notice that a custom container swapped children: ask it to ask again.
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Ask the selected child (and whoever it delegates to) instead of answering ourselves.
    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? { selectedChild }

    /// Logs every status bar update while debugging.
    override func setNeedsStatusBarAppearanceUpdate() {  // locate-here
        print("status bar update, selected: \(String(describing: selectedChild))")  // locate-here
    }
}
