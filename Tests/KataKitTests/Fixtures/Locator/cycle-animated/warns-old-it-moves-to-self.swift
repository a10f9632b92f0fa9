// locator-case: the learner warns the outgoing child with willMove(toParent: self) instead of willMove(toParent: nil); it should be told it is moving to no parent.
// batch: 19
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
        guard oldVC !== newVC else { return }

        // both have to be children for transition(from:to:)
        addChild(newVC)
        oldVC.willMove(toParent: self) // locate-here

        newVC.view.frame = newViewStartFrame()
        let target = oldVC.view.frame

        transition(
            from: oldVC,
            to: newVC,
            duration: 0.25,
            options: [],
            animations: {
                oldVC.view.frame = self.oldViewEndFrame()
                newVC.view.frame = target
            },
            completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            }
        )
    }
}
