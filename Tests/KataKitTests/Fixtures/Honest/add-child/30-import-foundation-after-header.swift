// honest: an explicit import Foundation under the header, NSString/Date use
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif
import Foundation

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
        let started = Date()
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let name = NSString(string: "\(type(of: content))")
        print("\(name.lowercased) in \(Date().timeIntervalSince(started) >= 0 ? "no" : "negative") time")
    }
}
