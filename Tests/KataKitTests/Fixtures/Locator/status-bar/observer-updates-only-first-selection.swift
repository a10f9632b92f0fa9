// locator-case: the selectedChild observer asks for a status bar update only when there was no child before (oldValue == nil), so every later swap keeps the first child's look
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Updates the status bar from a property observer and delegates to the one child in `children`.
final class ContainerViewController: UIViewController {
    private(set) var selectedChild: UIViewController? {
        didSet {
            if oldValue == nil { setNeedsStatusBarAppearanceUpdate() }  // locate-here
        }
    }

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

    override var childForStatusBarStyle: UIViewController? { children.last }
    override var childForStatusBarHidden: UIViewController? { children.last }
}
