// locator-case: childForStatusBarStyle answers a stale stored first child
// batch: 1
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Reference solution for `status-bar` ("Delegating Control to Your Children").
final class ContainerViewController: UIViewController {
    /// The child on screen now, if any.
    private(set) var selectedChild: UIViewController?
    private var firstChild: UIViewController?

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
        if firstChild == nil { firstChild = child }
        // UIKit does not notice that a custom container swapped children: ask it to ask again.
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Ask the selected child (and whoever it delegates to) instead of answering ourselves.
    override var childForStatusBarStyle: UIViewController? { firstChild }  // locate-here

    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
