// locator-case: the new view's start frame is taken from oldViewEndFrame(), so it comes in from the left edge instead of the right
// batch: 5
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
        let start = oldViewEndFrame()  // locate-here
        let landing = oldVC.view.frame
        let exit = oldViewEndFrame()

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = start  // locate-here

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = landing
            oldVC.view.frame = exit
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
