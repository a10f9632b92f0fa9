// locator-case: gives the transition its duration in milliseconds (250), so the swap takes over four minutes instead of 0.25 s
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

    /// How long the slide takes, in ms.
    private let slideDuration: TimeInterval = 250 // locate-here

    /// Replaces the child `oldVC` (already shown) with `newVC`, sliding in from the right.
    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()
        let finalFrame = oldVC.view.frame
        transition(from: oldVC, to: newVC, duration: slideDuration, options: [], animations: {
            newVC.view.frame = finalFrame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
