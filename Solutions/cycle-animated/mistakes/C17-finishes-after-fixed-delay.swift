// mistake: C17
// expect-rules: finish-in-completion
// source: docs/spec/mistakes.md C17; locator batch 12 case finishes-after-fixed-delay (it passed: both timers end at 0.25 s)
// completion: nil, and the containment finished by an empty delayed UIView animation "when the slide
// should be over" (the usual stand-in for DispatchQueue.main.asyncAfter), not by the transition's completion.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that swaps one child for another with a sliding animation.
/// Read README.md next to this file, then fill in `cycle(from:to:)`.
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
        let duration: TimeInterval = 0.25

        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()

        transition(from: oldVC, to: newVC, duration: duration, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: nil)

        // Finish the containment once the slide is over.
        UIView.animate(withDuration: 0, delay: duration, options: [], animations: {}) { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        }
    }
}
