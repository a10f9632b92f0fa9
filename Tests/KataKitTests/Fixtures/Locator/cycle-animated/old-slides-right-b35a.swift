// locator-case: copy-paste slip in the animations block moves the old view to newViewStartFrame() (off to the right) instead of oldViewEndFrame(); oldVC.view.frame = self.oldViewEndFrame()
// batch: 35
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

        let finalFrame = oldVC.view.frame
        newVC.view.frame = newViewStartFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: { [weak self] in
            guard let self = self else { return }
            newVC.view.frame = finalFrame
            oldVC.view.frame = self.newViewStartFrame() // locate-here
        }, completion: { [weak self] _ in
            guard let self = self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
