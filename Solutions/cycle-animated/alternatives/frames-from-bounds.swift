// alternative: asks for its frames inside the animations block and keeps the completion in a local closure
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
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let finish: (Bool) -> Void = { [unowned self] _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
        transition(from: oldVC, to: newVC, duration: 0.25, options: .curveEaseOut, animations: { [unowned self] in
            newVC.view.frame = self.view.bounds
            oldVC.view.frame = self.oldViewEndFrame()
        }, completion: finish)
    }
}
