#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Updates the status bar whenever `selectedChild` changes (a property observer) and delegates to
/// the one child in `children`.
final class ContainerViewController: UIViewController {
    private(set) var selectedChild: UIViewController? {
        didSet { setNeedsStatusBarAppearanceUpdate() }
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
