import UIKitSim

/// What the status-bar grader needs from the learner's `ContainerViewController`: the given
/// initializer and `select(_:)`. The kata's contract file declares the conformance.
@MainActor
public protocol StatusBarContainer: UIViewController {
    init()
    func select(_ child: UIViewController)
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferenceStatusBarContainer: UIViewController, StatusBarContainer {
    private var selectedChild: UIViewController?

    func select(_ child: UIViewController) {
        guard child !== selectedChild else { return }
        if let old = selectedChild {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        Stage.addChild(child, to: self)
        selectedChild = child
        setNeedsStatusBarAppearanceUpdate()
    }

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }
}
