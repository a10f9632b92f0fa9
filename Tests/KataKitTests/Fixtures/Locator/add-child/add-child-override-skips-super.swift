// locator-case: overrides addChild to put the child's view in place as well, and forgets to call super
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header (Listing 5-1).
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Every child gets its view in place as soon as it is added.
    override func addChild(_ childController: UIViewController) {  // locate-here
        childController.view.frame = frameForContentController()  // locate-here
        view.addSubview(childController.view)
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // addChild (above) also sizes and adds the view.
        addChild(content)
        // Only now is the move finished.
        content.didMove(toParent: self)
    }
}
