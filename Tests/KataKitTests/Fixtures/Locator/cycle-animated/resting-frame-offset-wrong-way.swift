// locator-case: The learner computes the incoming view's resting frame by shifting its start frame one more width to the right instead of back to the left, so the new view slides further off screen; the resting frame is the old view's frame (or the start frame offset by `-view.bounds.width`).
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
        let entry = newViewStartFrame()
        let exit = oldViewEndFrame()
        // Where the incoming page comes to rest: one page width over from where it enters.
        let resting = entry.offsetBy(dx: view.bounds.width, dy: 0) // locate-here

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = entry

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = resting
            oldVC.view.frame = exit
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
