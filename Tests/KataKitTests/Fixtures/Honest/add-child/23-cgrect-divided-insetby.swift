// honest: CGRect math: divided(atDistance:from:), insetBy, equality with the given frame
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
        let (header, body) = view.bounds.divided(atDistance: 44, from: .minYEdge)
        let frame = body.insetBy(dx: 0, dy: 0)
        assert(frame == frameForContentController(), "divided should agree with the given frame")
        print("header \(header.height) pt, body \(body.height) pt")
        addChild(content)
        content.view.frame = frame
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
