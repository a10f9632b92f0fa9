// mistake: none
// expect-rules: start-and-end-frames
// source: README start-and-end-frames ("move it to the old view's frame"); like docs/spec/mistakes.md A8 (the container's frame, not its bounds); locator batch 10 case new-view-ends-at-container-frame
// The new view is moved to self.view.frame (the container in its superview's coordinates): right
// only while the container sits at its superview's origin.
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
        guard oldVC.parent === self, newVC.parent == nil else { return }
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [.curveEaseInOut], animations: {
            newVC.view.frame = self.view.frame
            oldVC.view.frame = self.oldViewEndFrame()
        }) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
