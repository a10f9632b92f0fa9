// locator-case: sizes the child's view from the container's view.frame instead of frameForContentController(); set content.view.frame = frameForContentController()
// batch: 28
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        place(content.view)
        content.didMove(toParent: self)
    }
}

private extension ContainerViewController {
    /// Puts a child's root view below the header.
    func place(_ childView: UIView) {
        childView.frame = view.frame // locate-here
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
    }
}
