// locator-case: the learner copy-pasted the frame pair so the old view's end frame is newViewStartFrame() (it slides out to the right); use oldViewEndFrame().
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
        let (startFrame, endFrame) = (newViewStartFrame(), newViewStartFrame()) // locate-here
        let finalFrame = oldVC.view.frame

        addChild(newVC)
        oldVC.willMove(toParent: nil)
        newVC.view.frame = startFrame

        transition(from: oldVC, to: newVC, duration: 0.25, options: .curveEaseInOut, animations: {
            newVC.view.frame = finalFrame
            oldVC.view.frame = endFrame
        }) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
