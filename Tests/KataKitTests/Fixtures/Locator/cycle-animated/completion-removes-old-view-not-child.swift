// locator-case: In the completion the learner removes the old child's view (which the transition already did) instead of ending the relationship, so oldVC stays a child; call oldVC.removeFromParent().
// batch: 13
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
        guard oldVC.parent === self else { return }
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        let startFrame = newViewStartFrame(), endFrame = oldViewEndFrame()
        newVC.view.frame = startFrame
        let finalFrame = oldVC.view.frame

        transition(
            from: oldVC,
            to: newVC,
            duration: 0.25,
            options: [],
            animations: {
                oldVC.view.frame = endFrame
                newVC.view.frame = finalFrame
            },
            completion: { _ in
                oldVC.view.removeFromSuperview() // locate-here
                newVC.didMove(toParent: self)
            }
        )
    }
}
