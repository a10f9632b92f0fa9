// locator-case: the animations block moves the old view out first and then gives the new view the old view's (already moved) frame, so the new view ends off the left edge
// batch: 5
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
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            oldVC.view.frame = endFrame  // locate-here
            newVC.view.frame = oldVC.view.frame  // locate-here
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
