// honest: a constrained extension on Array where Element == UIViewController, allSatisfy, firstIndex
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

extension Array where Element == UIViewController {
    func containsIdentical(_ controller: UIViewController) -> Bool {
        firstIndex(where: { $0 === controller }) != nil
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
        if children.containsIdentical(content) { return }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        assert(children.allSatisfy { $0.parent === self })
    }
}
