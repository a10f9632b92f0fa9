// honest: zip(a, b).map to number the steps of Listing 5-1 for a log
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

    private let stepNames = ["addChild", "frame", "addSubview", "didMove"]

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let lines = zip(1..., stepNames).map { "\($0). \($1)" }
        print(lines.joined(separator: "\n"))
    }
}
