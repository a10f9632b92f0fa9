// alternative: adds the new child before warning the old one; weak self; an easing option
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    func newViewStartFrame() -> CGRect {
        view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
    }

    func oldViewEndFrame() -> CGRect {
        view.bounds.offsetBy(dx: -view.bounds.width, dy: 0)
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        oldVC.willMove(toParent: nil)
        let startFrame = newViewStartFrame()
        let endFrame = oldViewEndFrame()
        let finalFrame = oldVC.view.frame
        newVC.view.frame = startFrame
        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            oldVC.view.frame = endFrame
            newVC.view.frame = finalFrame
        }, completion: { [weak self] _ in
            guard let self = self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
