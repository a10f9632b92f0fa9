// honest: generic helper functions (a constrained generic and a plain one)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Counts how often `item` occurs in `items`, by identity.
func occurrences<T: AnyObject>(of item: T, in items: [T]) -> Int {
    items.filter { $0 === item }.count
}

/// "Name(value)" for any value.
func describe<Value>(_ value: Value, as name: String) -> String {
    "\(name)(\(value))"
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
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        assert(occurrences(of: content, in: children) == 1)
        print(describe(frameForContentController(), as: "frame"))
    }
}
