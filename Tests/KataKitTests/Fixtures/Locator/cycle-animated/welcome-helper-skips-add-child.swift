// locator-case: The learner's `welcome(_:)` helper only places the new view at its start frame and never calls `addChild(newVC)`, so the two controllers are not siblings when the transition starts; `welcome` must call `addChild(arriving)` before touching its view.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation.
final class ContainerViewController: UIViewController {
    private static let slideDuration: TimeInterval = 0.25

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
        retire(oldVC)
        welcome(newVC)
        let target = oldVC.view.frame

        transition(
            from: oldVC, to: newVC, duration: Self.slideDuration, options: [],
            animations: {
                newVC.view.frame = target
                oldVC.view.frame = self.oldViewEndFrame()
            },
            completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            })
    }

    /// The outgoing child hears that it is about to leave.
    private func retire(_ leaving: UIViewController) {
        leaving.willMove(toParent: nil)
    }

    /// The incoming child gets ready just off the right edge.
    private func welcome(_ arriving: UIViewController) { // locate-here
        arriving.view.frame = newViewStartFrame() // locate-here
    }
}
