// locator-case: After sizing the child's view correctly the learner also centres it on the container's center, which moves it up over the header.
// batch: 10
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
        let childView: UIView = content.view
        childView.frame = frameForContentController()
        childView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY) // locate-here
        view.addSubview(childView)
        content.didMove(toParent: self)
    }
}
