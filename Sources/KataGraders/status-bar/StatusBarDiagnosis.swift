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

    /// Why the status bar shows the wrong `aspects` after `step`: one sentence for what is seen,
    /// then one explanation per distinct cause (style and hidden usually share one).
    static func wrong(_ step: StatusBarStep, _ aspects: [StatusBarAspect]) -> StatusBarDiagnosis {
        var groups: [(cause: Cause, aspects: [StatusBarAspect])] = []
        for aspect in aspects {
            let cause = Cause(step, aspect)
            if let i = groups.firstIndex(where: { $0.cause == cause }) {
                groups[i].aspects.append(aspect)
            } else {
                groups.append((cause, [aspect]))
            }
        }
        var rules: [RuleID] = []
        for rule in groups.flatMap({ $0.cause.rules($0.aspects) }) where !rules.contains(rule) { rules.append(rule) }
        let explanations = groups.map { $0.cause.explanation($0.aspects, child: step.selectedLabel) }
        return StatusBarDiagnosis(
            rules: rules,
            message: ([observation(step, aspects)] + explanations).joined(separator: " "),
            mistake: groups.compactMap(\.cause.mistake).first)
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

    /// What the container did wrong for one aspect, told apart by its observable answers.
    enum Cause: Equatable {
        /// No `childFor…`, and the container answers the selected child's own wish itself.
        case copies
        /// No `childFor…`: UIKit asks the container, which has no opinion.
        case noDelegate
        /// `childFor…` names another controller.
        case wrongDelegate(String)
        /// `childFor…` is right but nobody asked UIKit to update.
        case noUpdate
        /// `childFor…` is right but UIKit was asked before the answer changed.
        case earlyUpdate

        init(_ step: StatusBarStep, _ aspect: StatusBarAspect) {
            switch aspect == .style ? step.styleDelegate : step.hiddenDelegate {
            case .none: self = Self.copies(step, aspect) ? .copies : .noDelegate
            case let .other(name): self = .wrongDelegate(name)
            case .selected: self = step.updateRequested ? .earlyUpdate : .noUpdate
            }
        }

        var mistake: String? {
            switch self {
            case .copies, .noDelegate: return "E27"
            case .noUpdate: return "E28"
            case .wrongDelegate, .earlyUpdate: return nil
            }
        }

        func rules(_ aspects: [StatusBarAspect]) -> [RuleID] {
            switch self {
            case .copies: return [.askDontCopyStatusBar] + aspects.map(\.rule)
            case .noDelegate, .wrongDelegate: return aspects.map(\.rule)
            case .noUpdate, .earlyUpdate: return [.updateStatusBar]
            }
        }

        func explanation(_ aspects: [StatusBarAspect], child: String) -> String {
            let properties = aspects.map(\.property).joined(separator: " and ")
            let preferences = aspects.map(\.preference).joined(separator: " and ")
            switch self {
            case .copies:
                return "Your container copies \(child)'s \(preferences) into its own, so UIKit never asks \(child) — "
                    + "nor whoever \(child) delegates to. Delegate instead: return the selected child from \(properties)."
            case .noDelegate:
                return "\(properties) \(aspects.count > 1 ? "are" : "is") nil, so UIKit asks the container itself and "
                    + "never the selected child: override \(properties) to return it."
            case let .wrongDelegate(name):
                return "\(properties) \(aspects.count > 1 ? "return" : "returns") \(name), not the selected child \(child)."
            case .noUpdate:
                return "\(properties) already \(aspects.count > 1 ? "answer" : "answers") \(child), but UIKit does not "
                    + "notice that a custom container swapped children: call setNeedsStatusBarAppearanceUpdate() once "
                    + "the selected child has changed."
            case .earlyUpdate:
                return "\(properties) \(aspects.count > 1 ? "answer" : "answers") \(child) now, but UIKit was asked to "
                    + "update before that answer changed: call setNeedsStatusBarAppearanceUpdate() after the new child "
                    + "is selected."
            }
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
}
