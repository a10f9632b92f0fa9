// locator-case: The learner calls addChild(newVC) in the transition's completion together with didMove, so newVC is not a child when the transition starts; add the new child before calling transition(from:to:).
// batch: 15
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

    private let slideDuration: TimeInterval = 0.25

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        newVC.view.frame = newViewStartFrame()
        let destination = oldVC.view.frame

        transition(
            from: oldVC,
            to: newVC,
            duration: slideDuration,
            options: .curveEaseInOut,
            animations: { [unowned self] in
                newVC.view.frame = destination
                oldVC.view.frame = self.oldViewEndFrame()
            },
            completion: { [unowned self] _ in
                oldVC.removeFromParent()
                self.addChild(newVC) // locate-here
                newVC.didMove(toParent: self)
            })
    }
}
