// locator-case: the learner's finishing helper calls removeFromParent() on the container itself (implicit self) instead of on oldVC, so the old child stays and the container leaves its parent; call oldVC.removeFromParent().
// batch: 19
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation.
/// Read README.md next to this file, then fill in `cycle(from:to:)`.
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
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let restingFrame = oldVC.view.frame
        let leftFrame = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            oldVC.view.frame = leftFrame
            newVC.view.frame = restingFrame
        }, completion: { _ in
            self.completeSwap(leaving: oldVC, arriving: newVC)
        })
    }

    /// The containment half of the swap, once the slide is over.
    private func completeSwap(leaving oldVC: UIViewController, arriving newVC: UIViewController) {
        removeFromParent() // locate-here
        newVC.didMove(toParent: self)
    }
}
