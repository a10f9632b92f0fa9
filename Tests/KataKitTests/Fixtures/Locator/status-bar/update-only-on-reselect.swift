// locator-case: asks for the status bar update in the early return for the already selected child instead of after a swap
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Reference solution for `status-bar` ("Delegating Control to Your Children").
final class ContainerViewController: UIViewController {
    /// The child on screen now, if any.
    private(set) var selectedChild: UIViewController?

    /// Shows `child` in place of the current one, with correct containment.
    func select(_ child: UIViewController) {
        guard child !== selectedChild else {
            setNeedsStatusBarAppearanceUpdate()  // locate-here
            return
        }
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
        selectedChild = child  // locate-here
    }  // locate-here

    /// Ask the selected child (and whoever it delegates to) instead of answering ourselves.
    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
