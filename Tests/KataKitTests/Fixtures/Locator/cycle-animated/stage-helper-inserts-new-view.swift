// locator-case: The learner's `stage(_:)` helper inserts `newVC.view` into the hierarchy itself before calling `transition(from:to:…)`, which adds it again; let the transition add the new view.
// batch: 18
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
        stage(newVC, below: oldVC)

        let restingFrame = oldVC.view.frame
        let exitFrame = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = restingFrame
            oldVC.view.frame = exitFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }

    /// Makes `incoming` a child and parks its view just off the right edge.
    private func stage(_ incoming: UIViewController, below current: UIViewController) {
        addChild(incoming)
        incoming.view.frame = newViewStartFrame()
        view.insertSubview(incoming.view, belowSubview: current.view) // locate-here
    }
}
