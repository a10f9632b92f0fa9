// locator-case: a busy flag guards against overlapping swaps but is never reset in the completion, so every later cycle returns early; add isSwapping = false at the end of the completion
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

    /// True while a swap is animating; a second swap must wait.
    private var isSwapping = false

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        // TODO: swap the children with transition(from:to:duration:options:animations:completion:)
        // (see README.md).
        guard !isSwapping else { return }
        isSwapping = true

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let oldEnd = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = oldEnd
        }, completion: { finished in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self) // locate-here
        }) // locate-here
    }
}
