// locator-case: the guard meant to skip swapping a child for itself is inverted (===), so every real swap returns at once and nothing happens
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    func newViewStartFrame() -> CGRect {
        view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
    }

    func oldViewEndFrame() -> CGRect {
        view.bounds.offsetBy(dx: -view.bounds.width, dy: 0)
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        guard oldVC === newVC else { return }  // locate-here
        prepareSwap(from: oldVC, to: newVC)
        let frames = (new: oldVC.view.frame, old: oldViewEndFrame())
        transition(
            from: oldVC, to: newVC, duration: Self.swapDuration, options: [],
            animations: {
                newVC.view.frame = frames.new
                oldVC.view.frame = frames.old
            },
            completion: { _ in self.finishSwap(from: oldVC, to: newVC) })
    }

    private static let swapDuration: TimeInterval = 0.25

    private func prepareSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
    }

    private func finishSwap(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.removeFromParent()
        newVC.didMove(toParent: self)
    }
}
