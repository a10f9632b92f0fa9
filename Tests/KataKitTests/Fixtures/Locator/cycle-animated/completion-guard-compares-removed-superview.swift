// locator-case: The learner's completion handler only finishes when the new view shares the old view's superview, but the transition has already removed the old view, so the guard always returns and neither `oldVC.removeFromParent()` nor `newVC.didMove(toParent:)` runs; drop that guard.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation.
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
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let settled = oldVC.view.frame
        let gone = oldViewEndFrame()

        let finish: (Bool) -> Void = { [unowned self] _ in
            // Only finish once the new view really took the old one's place.
            guard newVC.view.superview === oldVC.view.superview else { return } // locate-here
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }

        transition(from: oldVC, to: newVC, duration: 0.25, options: .curveEaseOut, animations: {
            newVC.view.frame = settled
            oldVC.view.frame = gone
        }, completion: finish)
    }
}
