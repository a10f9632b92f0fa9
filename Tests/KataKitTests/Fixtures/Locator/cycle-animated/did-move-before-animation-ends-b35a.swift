// locator-case: newVC.didMove(toParent: self) is called right after transition(...) returns, before the animation ends; move it into the completion after oldVC.removeFromParent()
// batch: 35
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
        // TODO: swap the children with transition(from:to:duration:options:animations:completion:)
        // (see README.md).
        prepareSwap(from: oldVC, to: newVC)
        let target = oldVC.view.frame
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = target
            oldVC.view.frame = self.oldViewEndFrame()
        }, completion: { _ in
            oldVC.removeFromParent()
        })
        newVC.didMove(toParent: self) // locate-here
    }

    /// Both must be children before the transition; the new view waits off to the right.
    private func prepareSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }
}
