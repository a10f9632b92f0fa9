// honest: guard with early return and defer for didMove
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
        guard content.parent !== self else { return }
        addChild(content)
        defer { content.didMove(toParent: self) }
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
    }
}
