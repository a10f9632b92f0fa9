// honest: a helper struct with a subscript and an OptionSet of finished steps
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

struct StepsDone: OptionSet {
    let rawValue: Int
    static let child = StepsDone(rawValue: 1 << 0)
    static let frame = StepsDone(rawValue: 1 << 1)
    static let view = StepsDone(rawValue: 1 << 2)
    static let moved = StepsDone(rawValue: 1 << 3)
    static let all: StepsDone = [.child, .frame, .view, .moved]
}

struct Ledger {
    private var entries: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { entries[key, default: 0] }
        set { entries[key] = newValue }
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

    private var ledger = Ledger()

    func displayContentController(_ content: UIViewController) {
        var done: StepsDone = []
        addChild(content); done.insert(.child)
        content.view.frame = frameForContentController(); done.insert(.frame)
        view.addSubview(content.view); done.insert(.view)
        content.didMove(toParent: self); done.insert(.moved)
        ledger["shown"] += 1
        assert(done == .all)
        print("shown \(ledger["shown"]) time(s), steps \(done.rawValue)")
    }
}
