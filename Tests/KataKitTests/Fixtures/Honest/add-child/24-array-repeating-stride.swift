// honest: Array(repeating:), String(repeating:) and stride for a text banner
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let rule = String(repeating: "-", count: 24)
        var marks = Array(repeating: ".", count: 8)
        for index in stride(from: 0, to: marks.count, by: 2) {
            marks[index] = "#"
        }
        print(rule)
        print(marks.joined())
        print(rule)
    }
}
