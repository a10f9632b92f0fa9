// honest: harmless attributes: @inline(__always), @available, @discardableResult, @MainActor on a free function
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor @inline(__always)
func contentFrame(of container: ContainerViewController) -> CGRect {
    container.frameForContentController()
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

    @available(*, deprecated, message: "use displayContentController(_:)")
    func show(_ content: UIViewController) { displayContentController(content) }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = contentFrame(of: self)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        logChildren()
    }

    @discardableResult
    private func logChildren() -> Int {
        print("children: \(children.count)")
        return children.count
    }
}
