// honest: lowercased(), hasPrefix and string interpolation
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
        let name = "\(type(of: content))".lowercased()
        let article = name.hasPrefix("a") || name.hasPrefix("e") ? "an" : "a"
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        print("added \(article) \(name) under a \(Int(frameForContentController().minY))-point header")
    }
}
