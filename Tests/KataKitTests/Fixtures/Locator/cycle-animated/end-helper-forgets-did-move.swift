// locator-case: the completion helper removes the old child but never tells the new one didMove(toParent:)
// batch: 9
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
        beginSwap(from: oldVC, to: newVC)
        let frames = (incoming: oldVC.view.frame, outgoing: oldViewEndFrame())
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = frames.incoming
            oldVC.view.frame = frames.outgoing
        }, completion: { _ in
            self.endSwap(from: oldVC, to: newVC)
        })
    }
}

private extension ContainerViewController {
    func beginSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }

    func endSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.removeFromParent() // locate-here
    }
}
