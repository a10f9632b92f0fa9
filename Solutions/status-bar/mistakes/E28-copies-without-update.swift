// mistake: E28
// expect-rules: update-status-bar, ask-dont-copy-status-bar
// source: issue 12 item 2 — TWTSideMenuViewController-style copying, and no setNeedsStatusBarAppearanceUpdate() after the swap
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
    }

    // TWTSideMenuViewController style: ask the child for its values and answer them as our own.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        selectedChild?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        selectedChild?.prefersStatusBarHidden ?? false
    }
}
