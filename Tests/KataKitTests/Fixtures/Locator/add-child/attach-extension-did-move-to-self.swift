// locator-case: inside a UIViewController extension run on the child, the learner copied `didMove(toParent: self)`, so the child is told its parent is itself; it should be `didMove(toParent: parent)`.
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
        content.attach(to: self, in: frameForContentController())
    }
}

extension UIViewController {
    /// Makes `self` a child of `parent` and shows its view at `frame`.
    func attach(to parent: UIViewController, in frame: CGRect) {
        parent.addChild(self)
        view.frame = frame
        parent.view.addSubview(view)
        didMove(toParent: self) // locate-here
    }
}
