// locator-case: in the animations block the old view is moved first, so newVC.view.frame = oldVC.view.frame reads the already-moved end frame and the new view slides off to the left; capture the old frame before (or set the new view's frame first)
// batch: 34
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
        // TODO: swap the children with transition(from:to:duration:options:animations:completion:)
        // (see README.md).
        addChild(newVC)
        oldVC.willMove(toParent: nil)
        newVC.view.frame = newViewStartFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            oldVC.view.frame = self.oldViewEndFrame() // locate-here
            newVC.view.frame = oldVC.view.frame // locate-here
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
