// locator-case: The learner's retire helper sends oldVC.didMove(toParent: nil) by hand before removeFromParent(), which already sends it, so the old child hears it twice; drop the manual didMove call.
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

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        oldVC.willMove(toParent: nil)

        newVC.view.frame = newViewStartFrame()
        let endForNew = oldVC.view.frame, endForOld = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = endForNew
            oldVC.view.frame = endForOld
        }) { [weak self] _ in
            guard let self else { return }
            self.retire(oldVC)
            newVC.didMove(toParent: self)
        }
    }

    /// The second half of removing a child, once its view is gone.
    private func retire(_ child: UIViewController) {
        child.didMove(toParent: nil) // locate-here
        child.removeFromParent()
    }
}
