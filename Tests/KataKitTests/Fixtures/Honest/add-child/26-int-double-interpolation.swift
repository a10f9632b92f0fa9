// honest: Int and Double formatting with "\(x)", rounding and integer division
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
        let frame = frameForContentController()
        addChild(content)
        content.view.frame = frame
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let height = Double(frame.height)
        let percent = Int((height / Double(view.bounds.height) * 100).rounded())
        let rows = Int(height) / 44
        print("child takes \(percent)% (\(height) pt, about \(rows) rows of 44)")
    }
}
