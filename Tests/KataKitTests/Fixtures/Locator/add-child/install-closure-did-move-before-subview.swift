// locator-case: the install closure tells the child didMove(toParent:) before its view is added; add the view first, then content.didMove(toParent: self)
// batch: 23
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
        // TODO: make `content` a child of this container and show its view (see README.md).
        let install: (UIViewController) -> Void = { child in
            self.addChild(child)
            child.view.frame = self.frameForContentController()
            child.didMove(toParent: self) // locate-here
            self.view.addSubview(child.view) // locate-here
        }
        install(content)
    }
}
