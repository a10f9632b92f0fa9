// locator-case: the new view's start frame is set before addChild(newVC), so newVC's view loads while it is not yet a child; adopt newVC first, then touch its view.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Swaps one child for another, sliding.
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
        let slideDuration: TimeInterval = 0.25
        let offLeft = oldViewEndFrame()

        // park the new page off to the right
        newVC.view.frame = newViewStartFrame() // locate-here

        oldVC.willMove(toParent: nil)
        addChild(newVC) // locate-here

        transition(
            from: oldVC,
            to: newVC,
            duration: slideDuration,
            options: [],
            animations: {
                newVC.view.frame = oldVC.view.frame
                oldVC.view.frame = offLeft
            },
            completion: { [weak self] _ in
                guard let self = self else { return }
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            }
        )
    }
}
