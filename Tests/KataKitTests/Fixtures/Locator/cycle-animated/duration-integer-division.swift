// locator-case: The learner converts a 250 ms duration with integer division, so the transition gets a duration of 0 and the swap is over at once instead of sliding for 0.25 s.
// batch: 11
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

    /// How long the slide lasts, in milliseconds.
    private let slideMilliseconds = 250

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        let duration = TimeInterval(slideMilliseconds / 1000) // locate-here
        let finalFrame = oldVC.view.frame
        let exitFrame = oldViewEndFrame()
        newVC.view.frame = newViewStartFrame()

        let finish: (Bool) -> Void = { [unowned self] _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
        transition(from: oldVC, to: newVC, duration: duration, options: .curveEaseOut, animations: {
            newVC.view.frame = finalFrame
            oldVC.view.frame = exitFrame
        }, completion: finish)
    }
}
