// honest: Set membership and Dictionary(grouping:by:) over the subviews
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
        let before = Set(children.map { ObjectIdentifier($0) })
        guard !before.contains(ObjectIdentifier(content)) else { return }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let byKind = Dictionary(grouping: view.subviews) { String(describing: type(of: $0)) }
        for (kind, views) in byKind.sorted(by: { $0.key < $1.key }) {
            print("\(kind): \(views.count)")
        }
    }
}
