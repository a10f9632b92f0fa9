// honest: a #/…/# regex literal and firstMatch(of:) on the child's type name
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
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let name = String(describing: type(of: content))
        if let match = name.firstMatch(of: #/([A-Z][a-z]+)/#) {
            print("first word of the child type: \(match.1)")
        }
    }
}
