// honest: a closure stored in a property with a [weak self] capture
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

    /// Called once a child is in place.
    var onChildShown: ((UIViewController) -> Void)?

    private lazy var logChild: (UIViewController) -> Void = { [weak self] child in
        guard let self = self else { return }
        print("\(type(of: child)) shown; \(self.children.count) child(ren)")
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        logChild(content)
        onChildShown?(content)
    }
}
