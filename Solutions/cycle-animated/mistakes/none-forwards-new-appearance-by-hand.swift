// mistake: none
// expect-rules: balance-begin-end
// source: docs/spec/mistakes.md D19 (begin/end appearance by hand while automatic forwarding is on); locator batch 14 case new-appearance-forwarded-by-hand
// newVC's appearance is begun and ended by hand around the transition, which already forwards it.
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
        newVC.beginAppearanceTransition(true, animated: true)

        transition(from: oldVC, to: newVC, duration: duration, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = finalFrameForOld
        }, completion: { _ in
            newVC.endAppearanceTransition()
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
