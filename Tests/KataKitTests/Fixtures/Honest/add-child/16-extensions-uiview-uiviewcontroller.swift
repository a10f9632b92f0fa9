// honest: extensions of UIView and UIViewController with small helpers
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

extension UIView {
    /// Sets the frame and returns the view, for a one-line placement.
    @discardableResult
    func placed(at rect: CGRect) -> UIView {
        frame = rect
        return self
    }
}

extension UIViewController {
    var shortName: String {
        String(describing: type(of: self)).replacingOccurrences(of: "ViewController", with: "VC")
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
        addChild(content)
        view.addSubview(content.view.placed(at: frameForContentController()))
        content.didMove(toParent: self)
        print("\(shortName) now shows \(content.shortName)")
    }
}
