// locator-case: shifts the already-below-the-header content frame down another 44 points before giving it to the child's view
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    private let headerHeight: CGFloat = 44

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
        let slot = frameForContentController().offsetBy(dx: 0, dy: headerHeight) // locate-here
        content.view.frame = slot
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
