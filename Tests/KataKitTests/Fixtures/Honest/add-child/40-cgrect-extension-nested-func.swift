// honest: an extension on CGRect and a nested function inside the method
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

extension CGRect {
    /// This rect without a band of `height` points at the top.
    func removingTop(_ height: CGFloat) -> CGRect {
        divided(atDistance: height, from: .minYEdge).remainder
    }
}

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
        func describe(_ rect: CGRect) -> String {
            "(\(rect.origin.x), \(rect.origin.y), \(rect.width), \(rect.height))"
        }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        assert(view.bounds.removingTop(44) == content.view.frame)
        print("child frame", describe(content.view.frame))
    }
}
