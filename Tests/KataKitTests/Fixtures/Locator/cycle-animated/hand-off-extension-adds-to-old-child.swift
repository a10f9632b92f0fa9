// locator-case: The learner's `prepareHandOff(to:)` extension runs on the old child, so its `addChild(successor)` makes `newVC` a child of `oldVC` instead of the container and the transition has no common parent; the container itself must call `addChild(newVC)`.
// batch: 17
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
        oldVC.prepareHandOff(to: newVC)
        newVC.view.frame = newViewStartFrame()
        let outFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = outFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}

private extension UIViewController {
    /// Both halves of "announce the move": this controller is leaving, `successor` is coming.
    func prepareHandOff(to successor: UIViewController) {
        willMove(toParent: nil)
        addChild(successor) // locate-here
    }
}
