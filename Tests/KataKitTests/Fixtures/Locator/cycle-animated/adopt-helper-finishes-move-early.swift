// locator-case: The learner reuses an adopt helper that sends newVC.didMove(toParent: self) right after addChild, before the transition has even started; send didMove only in the transition's completion.
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
        oldVC.willMove(toParent: nil)
        adopt(newVC)

        newVC.view.frame = newViewStartFrame()
        let landing = oldVC.view.frame
        let exit = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = landing
            oldVC.view.frame = exit
        }, completion: { _ in
            oldVC.removeFromParent()
        })
    }

    /// Makes `child` one of our children.
    private func adopt(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self) // locate-here
    }
}
