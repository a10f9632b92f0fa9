// locator-case: The learner adds `content.view` into their own 44-point header bar instead of the container's `view`, so the child sits inside the header (offset by another 44 points); add it with `view.addSubview(content.view)`.
// batch: 17
// grader-miss: content.view ends up inside the 44-point header view (a descendant of the container's view, so childViewIsInContainerView accepts it) with the content frame in the header's coordinates, i.e. 88 points down and 44 points past the bottom; the grader should require content.view.superview === view, or compare the child's frame in the container's coordinates.
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

    /// The header strip across the top; made the first time it is needed.
    private lazy var headerBar: UIView = {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(bar)
        return bar
    }()

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // make sure the header exists before the content goes in under it
        let header = headerBar
        header.backgroundColor = .white

        addChild(content)   // sends willMove(toParent:) for us

        let childView = content.view!
        childView.frame = frameForContentController()
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.addSubview(childView) // locate-here

        content.didMove(toParent: self)
    }
}
