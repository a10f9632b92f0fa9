// locator-case: copy-paste in the helper: the old view is animated to newViewStartFrame() (right) instead of oldViewEndFrame() (left)
// batch: 32
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
        guard oldVC !== newVC else { return }
        prepare(from: oldVC, to: newVC)
        let targetFrame = oldVC.view.frame
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            self.slide(old: oldVC, new: newVC, to: targetFrame)
        }, completion: { _ in
            self.finish(from: oldVC, to: newVC)
        })
    }

    private func prepare(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }

    private func slide(old oldVC: UIViewController, new newVC: UIViewController, to target: CGRect) {
        newVC.view.frame = target
        oldVC.view.frame = newViewStartFrame() // locate-here
    }

    private func finish(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.removeFromParent()
        newVC.didMove(toParent: self)
    }
}
