// locator-case: the tuple of slide frames is destructured in the wrong order, so the new view starts at the left edge and the old view leaves to the right; bind (start, exit) in the order slideFrames() returns them.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    /// Given: where the incoming view starts, just past the right edge.
    func newViewStartFrame() -> CGRect {
        view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
    }

    /// Given: where the outgoing view ends, just past the left edge.
    func oldViewEndFrame() -> CGRect {
        view.bounds.offsetBy(dx: -view.bounds.width, dy: 0)
    }

    /// Where the incoming view starts, and where the outgoing one ends.
    private func slideFrames() -> (start: CGRect, exit: CGRect) {
        (newViewStartFrame(), oldViewEndFrame())
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        let (exit, start) = slideFrames() // locate-here

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = start

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = exit
        }) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
