// honest: an array of step closures run with enumerated()
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
        let steps: [(String, () -> Void)] = [
            ("make it a child", { self.addChild(content) }),
            ("size its view", { content.view.frame = self.frameForContentController() }),
            ("add its view", { self.view.addSubview(content.view) }),
            ("finish the move", { content.didMove(toParent: self) }),
        ]
        for (index, step) in steps.enumerated() {
            print("step \(index + 1): \(step.0)")
            step.1()
        }
    }
}
