import UIKitSim

/// What the add-child grader needs from the learner's `ContainerViewController` (Listing 5-1).
/// The kata's contract file declares the conformance, so a renamed method is a compile error in
/// the learner's own terms.
@MainActor
public protocol AddChildContainer: UIViewController {
    init()
    func displayContentController(_ content: UIViewController)
    func frameForContentController() -> CGRect
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferenceAddChildContainer: UIViewController, AddChildContainer {
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
}
