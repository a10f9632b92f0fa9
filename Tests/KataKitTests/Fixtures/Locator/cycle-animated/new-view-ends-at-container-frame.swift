// locator-case: In the animations block the learner moves the new view to the container's own frame (its superview's coordinates) instead of the old view's frame.
// batch: 10
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
        guard oldVC.parent === self, newVC.parent == nil else { return }
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            newVC.view.frame = self.view.frame // locate-here
            oldVC.view.frame = self.oldViewEndFrame()
        }) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
