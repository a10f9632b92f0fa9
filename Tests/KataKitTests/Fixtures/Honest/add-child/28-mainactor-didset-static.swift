// honest: @MainActor methods, a didSet observer and static let constants
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

    static let headerHeight: CGFloat = 44
    static let logTag = "container"

    /// The child being shown; logs every change.
    private(set) var shownChild: UIViewController? {
        didSet {
            let old = oldValue.map { "\(type(of: $0))" } ?? "none"
            let new = shownChild.map { "\(type(of: $0))" } ?? "none"
            print("[\(Self.logTag)] shown child: \(old) -> \(new)")
        }
    }

    @MainActor
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        shownChild = content
    }
}
