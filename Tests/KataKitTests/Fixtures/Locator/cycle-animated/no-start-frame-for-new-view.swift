// locator-case: never puts the new view at newViewStartFrame() before the transition, so it does not slide in from the right
// batch: 4
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
        // Both must be my children before transition(from:to:) starts.
        addChild(newVC)
        oldVC.willMove(toParent: nil)  // locate-here

        let endFrame = oldViewEndFrame()  // locate-here
        let finalFrame = oldVC.view.frame

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = finalFrame
            oldVC.view.frame = endFrame
        }, completion: { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
