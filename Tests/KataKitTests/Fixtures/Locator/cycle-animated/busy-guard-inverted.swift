// locator-case: the learner adds the "ignore a swap while one is animating" guard that fixes Awful.app #213 (mistakes.md C13) but writes it inverted, guard isTransitioning else { return }, so no swap ever starts.
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

    /// True while a swap is animating: a second swap must not start on top of it.
    private var isTransitioning = false

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        guard isTransitioning else { return } // locate-here
        isTransitioning = true

        oldVC.willMove(toParent: nil)
        addChild(newVC)

        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
            self.isTransitioning = false
        })
    }
}
