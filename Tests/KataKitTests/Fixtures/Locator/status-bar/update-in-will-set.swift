// locator-case: asks for the status bar update in selectedChild's willSet, before the new child is set
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Reference solution for `status-bar` ("Delegating Control to Your Children").
final class ContainerViewController: UIViewController {
    /// The child on screen now, if any.
    private(set) var selectedChild: UIViewController? {
        // UIKit does not notice that a custom container swapped children: ask it to ask again.
        willSet { setNeedsStatusBarAppearanceUpdate() }  // locate-here
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
    }

    /// Ask the selected child (and whoever it delegates to) instead of answering ourselves.
    override var childForStatusBarStyle: UIViewController? { selectedChild }

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
