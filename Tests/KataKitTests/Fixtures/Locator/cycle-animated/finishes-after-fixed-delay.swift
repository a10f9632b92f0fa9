// locator-case: the learner passes completion: nil and finishes the containment on a timer, an empty UIView.animate with delay: duration "when the slide should be over" (the usual stand-in for DispatchQueue.main.asyncAfter), instead of in the transition's completion (mistakes.md C17), so removeFromParent() and didMove(toParent:) are not tied to the end of the animation.
// batch: 12
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
        let duration: TimeInterval = 0.25

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: duration, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: nil)

        // Finish the containment once the slide is over.
        UIView.animate(withDuration: 0, delay: duration, options: [], animations: {}) { _ in // locate-here
            oldVC.removeFromParent() // locate-here
            newVC.didMove(toParent: self) // locate-here
        }
    }
}
