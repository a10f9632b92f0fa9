// locator-case: The learner reads the incoming view's target frame from newVC.view after parking it at its start frame, so the new view "animates" to where it already is; take the end frame from oldVC.view.frame.
// batch: 15
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

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        let incoming: UIView = newVC.view
        incoming.frame = newViewStartFrame()
        let incomingTarget = incoming.frame // locate-here
        let outgoingTarget = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            incoming.frame = incomingTarget
            oldVC.view.frame = outgoingTarget
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
