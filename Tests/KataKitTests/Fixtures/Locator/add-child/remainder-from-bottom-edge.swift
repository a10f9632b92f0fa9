// locator-case: The learner divides the container's bounds from the bottom edge instead of the top, so the remainder it gives the child covers the header and stops 44 points short of the bottom.
// batch: 11
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

    private static let headerHeight: CGFloat = 44

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let parts = view.bounds.divided(atDistance: Self.headerHeight, from: .maxYEdge) // locate-here
        let contentArea = parts.remainder
        content.view.frame = contentArea
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
