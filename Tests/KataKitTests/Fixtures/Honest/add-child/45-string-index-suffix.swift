// honest: String.Index work: dropFirst, suffix, firstIndex(of:), reversed
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
        let full = String(reflecting: type(of: content))
        let shortName = full.firstIndex(of: ".").map { String(full[full.index(after: $0)...]) } ?? full
        let tail = shortName.suffix(10)
        let backwards = String(shortName.reversed().prefix(5))
        print(shortName.dropFirst(0), tail, backwards)
    }
}
