// mistake: none
// expect-rules: start-and-end-frames
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
        let finalFrame = oldVC.view.frame
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {}, completion: { _ in
            newVC.view.frame = finalFrame
            oldVC.view.frame = self.oldViewEndFrame()
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
