// locator-case: The learner runs oldVC.removeFromParent() while preparing, before the transition starts, so the two controllers are no longer siblings when transition(from:to:) runs; remove the old child in the completion instead.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

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
        // Out with the old ...
        oldVC.willMove(toParent: nil)
        oldVC.removeFromParent() // locate-here
        // ... in with the new.
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()

        let slideIn = oldVC.view.frame
        let slideOut = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = slideIn
            oldVC.view.frame = slideOut
        }, completion: { _ in
            newVC.didMove(toParent: self)
        })
    }
}
