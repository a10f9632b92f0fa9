// locator-case: The learner bails out of displayContentController when the container is not in a window yet, so a child added from viewDidLoad is never added at all; drop the on-screen guard and always add the child.
// batch: 15
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

    private var isOnScreen: Bool {
        viewIfLoaded?.window != nil
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // no point embedding anything while nobody can see it
        guard isOnScreen else { return } // locate-here

        addChild(content)

        let target = frameForContentController()
        content.view.frame = target
        view.addSubview(content.view)

        content.didMove(toParent: self)
    }
}
