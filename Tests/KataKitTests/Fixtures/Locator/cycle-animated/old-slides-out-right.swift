// locator-case: the animations block sends the old view to the new view's start frame (right) instead of oldViewEndFrame()
// batch: 3
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
        addChild(newVC)
        oldVC.willMove(toParent: nil)

        let startFrame = newViewStartFrame()
        let visibleFrame = oldVC.view.frame
        newVC.view.frame = startFrame

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = visibleFrame
            oldVC.view.frame = startFrame  // locate-here
        }, completion: { [weak self] _ in
            guard let self = self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
