// mistake: E28
// expect-rules: update-status-bar
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
        // The new child would be asked — but nobody tells UIKit to ask again.
    }

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
