import Foundation

/// Records UIKit's exceptions and warnings (uikit-semantics §8). An exception is not thrown:
/// the caller returns without doing anything more, so the run goes on and the grader can name
/// the rule. Warnings also go to standard error, as UIKit prints them to the console.
@MainActor
enum Diagnostics {
    private(set) static var all: [Diagnostic] = []

    static func raise(_ name: String, _ reason: String) {
        let diagnostic = Diagnostic(kind: .exception(name: name), text: reason)
        all.append(diagnostic)
        JournalRecorder.record(.diagnostic(diagnostic))
        printToStandardError("*** UIKitSim: UIKit would terminate here due to uncaught exception '\(name)', reason: '\(reason)' (the call was ignored)")
    }

    static func warn(_ text: String) {
        let diagnostic = Diagnostic(kind: .warning, text: text)
        all.append(diagnostic)
        JournalRecorder.record(.diagnostic(diagnostic))
        printToStandardError(text)
    }

    static func reset() { all = [] }

    private static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// UIKit's exact exception names and texts, in one place (uikit-semantics §2.3, §2.8, §3.1,
/// §3.2, §4). `desc` arguments are UIKit descriptions: `<Module.Type: 0x…>`.
enum UIKitText {
    static let invalidArgument = "NSInvalidArgumentException"
    static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"

    /// §2.3, §3.2
    static func unbalancedAppearance(_ desc: String) -> String {
        "Unbalanced calls to begin/end appearance transitions for \(desc)."
    }

    /// §2.8; `selector` is e.g. "viewWillAppear:".
    static func directAppearanceCall(_ selector: String) -> String {
        "Calling -\(selector) directly on a view controller is not supported, and may result in out-of-order callbacks."
    }

    static let transitionSelector =
        "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    /// §3.1, first check.
    static let legacyContainment = "Parent view controller is using legacy containment in call to \(transitionSelector)"

    /// §3.1, second check.
    static func noCommonParent(_ from: String, _ to: String) -> String {
        "Children view controllers \(from) and \(to) must have a common parent view controller when calling \(transitionSelector)"
    }

    /// §4.1; `expected` is the nearest controller's description or "(null)".
    static func shouldHaveParentButActual(_ child: String, expected: String, actual: String) -> String {
        "child view controller:\(child) should have parent view controller:\(expected) but actual parent is:\(actual)"
    }

    /// §4.2
    static func shouldHaveParentButRequested(_ child: String, expected: String, requested: String) -> String {
        "child view controller:\(child) should have parent view controller:\(expected) but requested parent is:\(requested)"
    }

    /// §1.6: UIKit's text when one view is given to a second controller.
    static func viewAlreadyAssociated(_ view: String, owner: String, newOwner: String) -> String {
        "A view can only be associated with at most one view controller at a time! View \(view) is associated with \(owner). Clear this association before associating this view with \(newOwner)."
    }
}
