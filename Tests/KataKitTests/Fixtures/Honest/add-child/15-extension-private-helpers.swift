// honest: an extension of ContainerViewController with private helpers
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        adopt(content)
        place(content.view)
        content.didMove(toParent: self)
    }
}

private extension ContainerViewController {
    func adopt(_ child: UIViewController) {
        addChild(child)
    }

    func place(_ childView: UIView) {
        childView.frame = frameForContentController()
        view.addSubview(childView)
    }
}
