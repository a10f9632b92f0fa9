// locator-case: The learner writes the start frame to the outgoing child's view instead of the incoming one, so the old view jumps right before sliding left and the new view never starts past the right edge.
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

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        guard oldVC !== newVC else { return }
        addChild(newVC)
        oldVC.willMove(toParent: nil)

        let landing = oldVC.view.frame
        let exit = oldViewEndFrame()
        oldVC.view.frame = newViewStartFrame() // locate-here

        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            newVC.view.frame = landing
            oldVC.view.frame = exit
        }, completion: { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
