// mistake: none
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
        // Asks UIKit to update first — while childFor… still answers the old child.
        setNeedsStatusBarAppearanceUpdate()
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

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
