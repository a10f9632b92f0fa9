// locator-case: In the animations block the learner loops over `children` and picks each view's target with a ternary whose test is the wrong child, so the old view moves to the resting frame and the new one slides off to the left; test `child === newVC`.
// batch: 17
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

        addChild(newVC)
        oldVC.willMove(toParent: nil)

        let onScreen = oldVC.view.frame
        let offLeft = oldViewEndFrame()
        newVC.view.frame = newViewStartFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            // Both children are ours now: send each view where it belongs.
            for child in self.children {
                child.view.frame = child === oldVC ? onScreen : offLeft // locate-here
            }
        }, completion: { [weak self] _ in
            guard let self else { return }
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
