// locator-case: The learner's frame helper returns the container's whole `view.frame` when the container is not in a window yet, so a child added off screen (e.g. from viewDidLoad) covers the header; it should always return `frameForContentController()`.
// batch: 17
// grader-miss: when displayContentController runs before the container is in a window, the child's view gets view.frame (covering the header) instead of frameForContentController(); the off-screen scenario checks membership and didMove but not the frame, so it should also check childViewHasContentFrame.
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

        let target = contentFrame()
        content.view.frame = target
        view.addSubview(content.view)

        content.didMove(toParent: self)
    }

    /// Where the child goes. Before we are on screen the header is not laid out yet, so just
    /// take our whole area then; autoresizing fixes it up later.
    private func contentFrame() -> CGRect {
        guard view.window != nil else {
            return view.frame // locate-here
        }
        return frameForContentController()
    }
}
