// locator-case: the last line calls didMove(toParent:) without a receiver, so the container itself hears it and the child never does
// batch: 6
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
        guard !children.contains(content) else { return }
        embed(content)
    }
}

extension ContainerViewController {
    /// Listing 5-1: relationship, frame, view, then the end of the move.
    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = frameForContentController()
        view.addSubview(child.view)
        didMove(toParent: self)  // locate-here
    }
}
