// locator-case: didMove(toParent:) is sent inside attach(_:) before the view is added to the hierarchy; it must come after view.addSubview(content.view)
// batch: 25
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
        attach(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view) // locate-here
    }

    /// Makes `content` our child and tells it so.
    private func attach(_ content: UIViewController) {
        addChild(content)
        content.didMove(toParent: self) // locate-here
    }
}
