import UIKitSim
import KataCatalog

/// Which half of the status bar a check looks at.
enum StatusBarAspect {
    case style, hidden

    var property: String { self == .style ? "childForStatusBarStyle" : "childForStatusBarHidden" }
    var preference: String { self == .style ? "preferredStatusBarStyle" : "prefersStatusBarHidden" }
    var rule: RuleID { self == .style ? .childForStatusBarStyle : .childForStatusBarHidden }
}

/// Names the rule behind a wrong status bar, from the container's observable answers at that
/// moment: whom it delegates to, what it claims itself, and whether UIKit was asked to update.
@MainActor
struct StatusBarDiagnosis {
    let rules: [RuleID]
    let message: String
    let mistake: String?

    static func wrong(_ step: StatusBarStep, _ aspect: StatusBarAspect) -> StatusBarDiagnosis {
        let child = step.selectedLabel

        switch aspect == .style ? step.styleDelegate : step.hiddenDelegate {
        case .none:
            if copies(step, aspect) {
                return StatusBarDiagnosis(
                    rules: [.askDontCopyStatusBar, aspect.rule],
                    message: "Your container copies \(child)'s \(aspect.preference) into its own, so UIKit "
                        + "never asks \(child) — nor whoever \(child) delegates to. Delegate instead: return the "
                        + "selected child from \(aspect.property).",
                    mistake: "E27")
            }
            return StatusBarDiagnosis(
                rules: [aspect.rule],
                message: "\(aspect.property) is nil, so UIKit asks the container itself and never the "
                    + "selected child: override \(aspect.property) to return it.",
                mistake: "E27")
        case let .other(name):
            return StatusBarDiagnosis(
                rules: [aspect.rule],
                message: "\(aspect.property) returns \(name), not the selected child \(child).",
                mistake: nil)
        case .selected where !step.updateRequested:
            return StatusBarDiagnosis(
                rules: [.updateStatusBar],
                message: "Your childFor… override already answers \(child), but UIKit does not notice that a "
                    + "custom container swapped children: call setNeedsStatusBarAppearanceUpdate() once the "
                    + "selected child has changed.",
                mistake: "E28")
        case .selected:
            return StatusBarDiagnosis(
                rules: [.updateStatusBar],
                message: "Your childFor… override answers \(child) now, but UIKit was asked to update before "
                    + "that answer changed: call setNeedsStatusBarAppearanceUpdate() after the new child is selected.",
                mistake: nil)
        }
    }

    /// "After “select(x)” the status bar shows style a instead of b and hidden c instead of d."
    static func observation(_ step: StatusBarStep, _ aspects: [StatusBarAspect]) -> String {
        let parts = aspects.map { aspect -> String in
            switch aspect {
            case .style:
                return "style \(step.shownStyle.map { "\($0)" } ?? "?") instead of \(step.expectedStyle)"
            case .hidden:
                return "hidden \(step.shownHidden.map { "\($0)" } ?? "?") instead of \(step.expectedHidden)"
            }
        }
        return "After “\(step.action)” the status bar shows \(parts.joined(separator: " and "))."
    }

    /// True when the container answers for itself with exactly the selected child's own wish,
    /// and that wish is not simply UIKit's default (which would prove nothing).
    private static func copies(_ step: StatusBarStep, _ aspect: StatusBarAspect) -> Bool {
        switch aspect {
        case .style: return step.selectedOwnStyle != .default && step.ownStyle == step.selectedOwnStyle
        case .hidden: return step.selectedOwnHidden && step.ownHidden
        }
    }
}
