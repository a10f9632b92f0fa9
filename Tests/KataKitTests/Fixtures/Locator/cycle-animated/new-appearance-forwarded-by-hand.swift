// locator-case: the learner starts and ends newVC's appearance by hand around the transition, on top of the appearance the transition already sends; delete the begin/end appearance calls.
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

    private let duration: TimeInterval = 0.25

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)

        let finalFrameForOld = oldViewEndFrame()
        newVC.view.frame = newViewStartFrame()
        newVC.beginAppearanceTransition(true, animated: true) // locate-here

        transition(from: oldVC, to: newVC, duration: duration, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = finalFrameForOld
        }, completion: { _ in
            newVC.endAppearanceTransition() // locate-here
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
