// locator-case: The learner's `prepareToLeave()` extension also calls `beginAppearanceTransition(false, animated: true)` on the old child, on top of the transition's own appearance calls; drop that begin call.
// batch: 18
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
        oldVC.prepareToLeave()
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: .curveEaseInOut, animations: { [unowned self] in
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = self.oldViewEndFrame()
        }, completion: { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}

private extension UIViewController {
    /// Tells this child it is about to be taken away.
    func prepareToLeave() {
        willMove(toParent: nil)
        beginAppearanceTransition(false, animated: true) // locate-here
    }
}
