// locator-case: the completion's guard on the finished flag is the wrong way round, so a finished slide never removes the old child or sends didMove
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
        prepare(from: oldVC, to: newVC)
        let frames = (new: oldVC.view.frame, old: oldViewEndFrame())
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = frames.new
            oldVC.view.frame = frames.old
        }, completion: { finished in
            // Only finish the containment change for a slide that really ended.
            guard !finished else { return }  // locate-here
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }

    private func prepare(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }
}
