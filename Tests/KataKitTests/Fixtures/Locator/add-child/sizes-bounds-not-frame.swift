// locator-case: sizes the child's view through bounds instead of frame, so it stays centred where it was
// batch: 3
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
        addChild(content)   // sends willMove(toParent: self) for me

        let slot = frameForContentController()
        let childView: UIView = content.view
        childView.bounds = slot  // locate-here
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)

        content.didMove(toParent: self)
    }
}
