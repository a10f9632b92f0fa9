// honest: assert, precondition and fatalError in an unreachable default
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

    private static let steps = 4

    func displayContentController(_ content: UIViewController) {
        precondition(content !== self, "a container cannot contain itself")
        for step in 0..<Self.steps {
            switch step {
            case 0: addChild(content)
            case 1: content.view.frame = frameForContentController()
            case 2: view.addSubview(content.view)
            case 3: content.didMove(toParent: self)
            default: fatalError("Listing 5-1 has four steps, not \(step + 1)")
            }
        }
        assert(content.parent === self)
        assert(content.view.superview === view)
    }
}
