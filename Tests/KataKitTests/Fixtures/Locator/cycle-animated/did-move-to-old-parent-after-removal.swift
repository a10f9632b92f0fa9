// locator-case: The learner tells the new child it moved to the old child's parent, read after removeFromParent() has already cleared it, so newVC hears didMove(toParent: nil).
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
        prepare(outgoing: oldVC, incoming: newVC)
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = self.oldViewEndFrame()
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: oldVC.parent) // locate-here
        })
    }

    private func prepare(outgoing: UIViewController, incoming: UIViewController) {
        outgoing.willMove(toParent: nil)
        addChild(incoming)
        incoming.view.frame = newViewStartFrame()
    }
}
