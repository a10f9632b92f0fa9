// locator-case: the learner reads content.parent into a local before addChild (so it is nil) and later sends didMove(toParent:) with that stale nil; the child must be told didMove(toParent: self).
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        let destination = content.parent // locate-here
        guard destination !== self else { return }

        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)

        content.didMove(toParent: destination) // locate-here
    }
}
