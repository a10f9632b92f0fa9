// locator-case: the learner moves oldVC.willMove(toParent: nil) into the animations block, "so the old child is warned as it starts to leave", so the old child is warned only after the transition has begun and its viewWillDisappear has already been sent.
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
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: { [unowned self] in
            oldVC.willMove(toParent: nil) // locate-here
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = self.oldViewEndFrame()
        }, completion: { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
