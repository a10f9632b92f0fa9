// locator-case: In the transition's completion the learner sends `didMove(toParent: self)` to `oldVC` (just removed) instead of `newVC`, so the new child never hears its move finish; the call must be `newVC.didMove(toParent: self)`.
// batch: 16
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
        oldVC.willMove(toParent: nil)

        let incoming: UIView = newVC.view
        let outgoing: UIView = oldVC.view
        let restingFrame = outgoing.frame
        let exitFrame = oldViewEndFrame()
        incoming.frame = newViewStartFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            incoming.frame = restingFrame
            outgoing.frame = exitFrame
        }, completion: { [weak self] _ in
            guard let self = self else { return }
            oldVC.removeFromParent()
            oldVC.didMove(toParent: self) // locate-here
        })
    }
}
