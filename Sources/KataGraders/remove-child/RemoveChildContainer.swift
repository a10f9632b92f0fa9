import UIKitSim

/// What the remove-child grader needs from the learner's `ContainerViewController`
/// (Listings 5-1 and 5-2).
@MainActor
public protocol RemoveChildContainer: UIViewController {
    init()
    func displayContentController(_ content: UIViewController)
    func hideContentController(_ content: UIViewController)
    func frameForContentController() -> CGRect
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferenceRemoveChildContainer: UIViewController, RemoveChildContainer {
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }
}
