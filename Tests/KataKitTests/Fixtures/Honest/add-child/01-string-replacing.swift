// honest: String.replacingOccurrences and print for a log label
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
        let label = "add_child_content".replacingOccurrences(of: "_", with: " ")
        print("showing \(label)")
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
