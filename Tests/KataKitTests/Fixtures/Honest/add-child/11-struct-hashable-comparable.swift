// honest: a helper struct that is Hashable, Comparable and CustomStringConvertible
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Where a child sits in the container.
struct ChildSlot: Hashable, Comparable, CustomStringConvertible {
    var index: Int
    var name: String

    static func < (lhs: ChildSlot, rhs: ChildSlot) -> Bool { lhs.index < rhs.index }

    var description: String { "#\(index) \(name)" }
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

    private var slots: Set<ChildSlot> = []

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let slot = ChildSlot(index: children.count - 1, name: String(describing: type(of: content)))
        slots.insert(slot)
        print(slots.sorted().map(\.description).joined(separator: ", "))
        assert(slot == ChildSlot(index: slot.index, name: slot.name))
    }
}
