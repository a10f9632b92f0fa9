// locator-case: The learner's reusable `install(_:in:)` extension calls `child.willMove(toParent: self)` right after `addChild(child)`, which already sends it, so the child hears willMove twice; delete the manual willMove call.
// batch: 17
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
        install(content, in: frameForContentController())
    }
}

extension UIViewController {
    /// Listing 5-1 as a helper any container can use.
    func install(_ child: UIViewController, in frame: CGRect) {
        addChild(child)
        child.willMove(toParent: self) // locate-here
        if let childView = child.view {
            childView.frame = frame
            view.addSubview(childView)
        }
        child.didMove(toParent: self)
    }
}
