// locator-case: the learner re-sizes children on every layout pass to the whole of view.bounds, overwriting the frame below the header; the layout pass should use frameForContentController().
// batch: 19
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    // keep the child sized when the container rotates
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children {
            child.viewIfLoaded?.frame = view.bounds // locate-here
        }
    }
}
