// locator-case: the completion removes the new child and tells the old one it moved (objects swapped)
// batch: 3
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
        prepareSwap(from: oldVC, to: newVC)
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            self.slide(from: oldVC, to: newVC)
        }, completion: { _ in
            self.finishSwap(from: oldVC, to: newVC)
        })
    }

    private func prepareSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }

    private func slide(from oldVC: UIViewController, to newVC: UIViewController) {
        newVC.view.frame = view.bounds
        oldVC.view.frame = oldViewEndFrame()
    }

    private func finishSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        newVC.removeFromParent()  // locate-here
        oldVC.didMove(toParent: self)  // locate-here
    }
}
