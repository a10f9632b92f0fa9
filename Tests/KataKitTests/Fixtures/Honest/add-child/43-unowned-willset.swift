// honest: a lazy closure with [unowned self] and a willSet observer
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

    private var current: UIViewController? {
        willSet { print("about to show \(newValue.map { "\(type(of: $0))" } ?? "nothing")") }
    }

    private lazy var placeChildView: (UIView) -> Void = { [unowned self] childView in
        childView.frame = self.frameForContentController()
        self.view.addSubview(childView)
    }

    func displayContentController(_ content: UIViewController) {
        current = content
        addChild(content)
        placeChildView(content.view)
        content.didMove(toParent: self)
    }
}
