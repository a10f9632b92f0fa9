import UIKitSim

/// What the cycle-animated grader needs from the learner's `ContainerViewController`
/// (Listing 5-3).
@MainActor
public protocol CycleAnimatedContainer: UIViewController {
    init()
    func cycle(from oldVC: UIViewController, to newVC: UIViewController)
    func newViewStartFrame() -> CGRect
    func oldViewEndFrame() -> CGRect
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferenceCycleAnimatedContainer: UIViewController, CycleAnimatedContainer {
    func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
    func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}
