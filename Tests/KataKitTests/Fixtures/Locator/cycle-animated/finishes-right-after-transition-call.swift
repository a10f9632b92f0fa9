// locator-case: the learner passes completion: nil and finishes the containment right after the transition call, as if it blocked; removeFromParent and didMove(toParent:) belong in the transition's completion.
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

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        newVC.view.frame = newViewStartFrame()
        let exitFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = exitFrame
        }, completion: nil)

        // the swap is done now
        oldVC.removeFromParent() // locate-here
        newVC.didMove(toParent: self) // locate-here
    }
}
