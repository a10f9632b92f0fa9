// locator-case: The learner keeps one frame variable, reassigns it to oldViewEndFrame() before the transition, and then moves both views to it, so the new view slides off-screen too; keep the old view's frame in its own constant.
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
        var target = oldVC.view.frame   // where the new view should land

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()

        // and where the old one goes
        target = oldViewEndFrame() // locate-here

        transition(from: oldVC, to: newVC, duration: 0.25, options: .curveEaseInOut, animations: {
            newVC.view.frame = target // locate-here
            oldVC.view.frame = target
        }) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
