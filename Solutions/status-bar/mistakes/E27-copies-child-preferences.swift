// mistake: E27
// expect-rules: ask-dont-copy-status-bar
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        setNeedsStatusBarAppearanceUpdate()
    }

    // TWTSideMenuViewController style: ask the child for its values and answer them as our own.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        selectedChild?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        selectedChild?.prefersStatusBarHidden ?? false
    }
}
