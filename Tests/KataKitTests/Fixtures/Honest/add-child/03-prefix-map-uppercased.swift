// honest: prefix(2).map, uppercased, String(describing:) of the type
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
        let typeName = String(describing: type(of: content))
        let initials = typeName.prefix(2).map { String($0).uppercased() }.joined()
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        print("[\(initials)] \(typeName) is in place")
    }
}
