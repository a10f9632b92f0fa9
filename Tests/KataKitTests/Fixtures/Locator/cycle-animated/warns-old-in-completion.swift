// locator-case: warns the old child with willMove(toParent: nil) only in the completion, after the transition
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

    private let slideDuration: TimeInterval = 0.25

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right for 0.25 s.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        guard oldVC.parent === self, newVC.parent == nil else { return }
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let target = oldVC.view.frame
        let exit = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: slideDuration, options: [], animations: {
            newVC.view.frame = target
            oldVC.view.frame = exit
        }) { finished in
            // The old one leaves now that the slide is over.
            oldVC.willMove(toParent: nil)  // locate-here
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
