// locator-case: a computed contentFrame insets the content area by 16 points on each side for margins, so the child's view is narrower than frameForContentController()
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
        addChild(content)   // willMove(toParent: self) comes with it

        let childView: UIView = content.view
        childView.frame = contentFrame  // locate-here
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)

        content.didMove(toParent: self)
    }

    /// The content area, with a little breathing room left and right.
    private var contentFrame: CGRect {
        let margin: CGFloat = 16
        return frameForContentController().insetBy(dx: margin, dy: 0)  // locate-here
    }
}
