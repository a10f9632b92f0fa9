// locator-case: The learner measures the slide distance from the container's height instead of its width, so the outgoing view ends at the wrong place instead of just past the left edge.
// batch: 11
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

    private let slideDuration: TimeInterval = 0.25

    /// How far a page travels when it leaves: one container width.
    private var slideDistance: CGFloat {
        view.bounds.height // locate-here
    }

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        prepareSwap(from: oldVC, to: newVC)
        let incomingEnd = oldVC.view.frame
        let outgoingEnd = oldVC.view.frame.offsetBy(dx: -slideDistance, dy: 0)
        transition(from: oldVC, to: newVC, duration: slideDuration, options: [], animations: {
            newVC.view.frame = incomingEnd
            oldVC.view.frame = outgoingEnd
        }, completion: { _ in
            self.finishSwap(from: oldVC, to: newVC)
        })
    }

    private func prepareSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }

    private func finishSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.removeFromParent()
        newVC.didMove(toParent: self)
    }
}
