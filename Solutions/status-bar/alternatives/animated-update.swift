#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Animates the status bar change, as apps usually do (the animation style comes from
/// `preferredStatusBarUpdateAnimation`).
final class ContainerViewController: UIViewController {
    private(set) var selectedChild: UIViewController?

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
        UIView.animate(withDuration: 0.25) {
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    override var childForStatusBarStyle: UIViewController? {
        return selectedChild
    }

    override var childForStatusBarHidden: UIViewController? {
        return selectedChild
    }
}
