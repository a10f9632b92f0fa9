// locator-case: finishes the move in a defer block, but tells the child it moved to no parent
// batch: 3
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

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        // Whatever happens below, the move gets finished on the way out.
        defer { content.didMove(toParent: nil) }  // locate-here

        let contentView: UIView = content.view
        contentView.frame = frameForContentController()
        view.addSubview(contentView)
    }
}
