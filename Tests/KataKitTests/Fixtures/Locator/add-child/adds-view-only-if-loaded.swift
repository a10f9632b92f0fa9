// locator-case: only sizes and adds the child's view when it is already loaded, so a fresh child's view never goes in
// batch: 9
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
        if let contentView = content.viewIfLoaded { // locate-here
            contentView.frame = frameForContentController()
            view.addSubview(contentView)
        }
        content.didMove(toParent: self)
    }
}
