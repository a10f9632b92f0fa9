// locator-case: The learner derives the swap's duration from a slide speed (width / 1000 pt/s), which is not the 0.25 s the kata asks for on most widths; pass a duration of 0.25.
// batch: 17
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

    /// How fast the pages move, in points per second.
    private let slideSpeed: CGFloat = 1000

    /// How long one swap takes: a full width at `slideSpeed`.
    private var swapDuration: TimeInterval {
        TimeInterval(view.bounds.width / slideSpeed) // locate-here
    }

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        let restingFrame = oldVC.view.frame
        let exitFrame = oldViewEndFrame()
        newVC.view.frame = newViewStartFrame()

        transition(
            from: oldVC,
            to: newVC,
            duration: swapDuration,
            options: [],
            animations: {
                oldVC.view.frame = exitFrame
                newVC.view.frame = restingFrame
            },
            completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            })
    }
}
