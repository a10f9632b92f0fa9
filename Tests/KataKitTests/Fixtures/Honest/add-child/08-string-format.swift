// honest: String(format:) with %.1f and %d
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
        let frame = frameForContentController()
        content.view.frame = frame
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let size = String(format: "%.1f x %.1f at y=%.0f", Double(frame.width), Double(frame.height), Double(frame.minY))
        print(String(format: "child %d: %@", children.count, size))
    }
}
