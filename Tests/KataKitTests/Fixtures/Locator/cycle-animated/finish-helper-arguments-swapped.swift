// locator-case: The completion calls finishSwap with the two controllers swapped, so the new child is removed and the old one told it moved in; pass (oldVC, newVC) in order.
// batch: 13
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

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        oldVC.willMove(toParent: nil)
        newVC.view.frame = newViewStartFrame()

        let slide = {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = self.oldViewEndFrame()
        }
        transition(from: oldVC, to: newVC, duration: slideDuration, options: [], animations: slide) { [weak self] _ in
            self?.finishSwap(outgoing: newVC, incoming: oldVC) // locate-here
        }
    }

    private func finishSwap(outgoing: UIViewController, incoming: UIViewController) {
        outgoing.removeFromParent()
        incoming.didMove(toParent: self)
    }
}
