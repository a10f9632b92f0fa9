// honest: sorted and reduce over the frame's numbers
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
        let edges = [frame.minX, frame.minY, frame.maxX, frame.maxY].sorted()
        let total = edges.reduce(0, +)
        let area = [frame.width, frame.height].reduce(1, *)
        addChild(content)
        content.view.frame = frame
        view.addSubview(content.view)
        content.didMove(toParent: self)
        print("edges \(edges) sum \(total) area \(area)")
    }
}
