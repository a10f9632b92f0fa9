// locator-case: didMove(toParent:) is sent before the helper puts the child's view in place; call content.didMove(toParent: self) after placeView(of:)
// batch: 20
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
        content.didMove(toParent: self) // locate-here
        placeView(of: content)
    }

    private func placeView(of child: UIViewController) {
        child.view.frame = frameForContentController()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }
}
