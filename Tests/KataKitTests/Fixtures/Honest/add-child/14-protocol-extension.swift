// honest: a @MainActor protocol with a default implementation in a protocol extension
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Something that can show a child controller in an area of its own (UIKit work: main actor).
@MainActor
protocol ChildHosting: UIViewController {
    var contentArea: CGRect { get }
    func host(_ child: UIViewController)
}

extension ChildHosting {
    func host(_ child: UIViewController) {
        addChild(child)
        child.view.frame = contentArea
        view.addSubview(child.view)
        child.didMove(toParent: self)
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
        host(content)
    }
}

extension ContainerViewController: ChildHosting {
    var contentArea: CGRect { frameForContentController() }
}
