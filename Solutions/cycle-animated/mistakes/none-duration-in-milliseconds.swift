// mistake: none
// expect-rules: start-and-end-frames
// source: the kata's task (README: "over 0.25 seconds"); locator batch 9 case duration-in-milliseconds
// The duration is given in milliseconds (250): transition(from:to:duration:…) takes seconds, so the
// slide lasts over four minutes.
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
    private let slideDuration: TimeInterval = 250

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
