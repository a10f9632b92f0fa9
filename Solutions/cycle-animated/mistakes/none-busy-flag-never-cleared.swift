// mistake: none
// expect-rules: finish-in-completion
// source: a learner case of stop 37 (a busy flag set by cycle(from:to:) and never cleared in the completion) passed while the grader swapped only once; every later swap was ignored
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation (Listing 5-3).
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
    /// True while a swap is animating: a second one must wait (and nothing ever clears it).
    private var isSwapping = false

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        guard !isSwapping else { return }
        isSwapping = true
        // Both must be children when the transition starts: warn the old one, add the new one.
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        // Place the new view at its start; the transition adds it to the hierarchy for us.
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            // Only when the animation is over does the containment change finish.
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
