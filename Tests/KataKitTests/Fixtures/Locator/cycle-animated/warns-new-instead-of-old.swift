// locator-case: sends willMove(toParent: nil) to the incoming newVC instead of the outgoing oldVC
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation.
final class ContainerViewController: UIViewController {
    /// Given: where the incoming view starts, just past the right edge.
    func newViewStartFrame() -> CGRect {
        view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
    }

    /// Given: where the outgoing view ends, just past the left edge.
    func oldViewEndFrame() -> CGRect {
        view.bounds.offsetBy(dx: -view.bounds.width, dy: 0)
    }

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        newVC.willMove(toParent: nil) // locate-here
        newVC.view.frame = newViewStartFrame()
        let target = oldVC.view.frame
        let exit = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            newVC.view.frame = target
            oldVC.view.frame = exit
        }) { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
