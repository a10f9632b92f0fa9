// honest: comments and strings that mention unsafe, @main, @_cdecl and an e-mail address (text, not code)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Notes to self: no unsafe pointers here, no @main, no @_cdecl("exit") tricks, no @testable import.
// Questions: mentor@coaching.example

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    private let contact = "mentor@coaching.example"
    private let reminder = "don't write unsafe code or @_silgen_name"

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        print("questions: \(contact); \(reminder.count) chars of advice")
    }
}
