// honest: optional chaining on the implicitly unwrapped views
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

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view?.frame = frameForContentController()
        if let childView = content.view {
            view?.addSubview(childView)
        }
        content.didMove(toParent: self)
        print("superview is mine: \(content.view?.superview === view)")
    }
}
