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
/// moment: whom it delegates to, what it claims itself, what UIKit would show if it re-read them
/// now, and whether UIKit was asked to update.
@MainActor
struct StatusBarDiagnosis {
    let rules: [RuleID]
    let message: FindingMessage
    let mistake: String?
    /// The learner's answer behind the first cause (nil: the timeline places it).
    let location: Finding.Location?

    /// Why the status bar shows the wrong `aspects` after `step`. The message explains the first
    /// distinct cause (style and hidden usually share one) for the aspects it covers; the rules
    /// and the mistake come from every cause.
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
        let first = groups[0]
        return StatusBarDiagnosis(
            rules: rules,
            message: first.cause.message(first.aspects, step: step),
            mistake: groups.compactMap(\.cause.mistake).first,
            location: first.aspects.lazy.compactMap(first.cause.answerSite).first
                // Asked before the answers changed: where the learner asked (not the given code's
                // request, which comes when the answers should be right).
                ?? (first.cause.isEarlyUpdate
                    ? step.updateEntry.flatMap(CallSites.location(ofEntry:)).flatMap { CallSites.givenLines().contains($0.line) ? nil : $0 } : nil))
    }

    /// What the container did wrong for one aspect, told apart by its observable answers.
    enum Cause: Equatable {
        /// No `childFor…`, and the container answers the selected child's own wish itself.
        case copies
        /// No `childFor…`: UIKit asks the container, which has no opinion.
        case noDelegate
        /// `childFor…` is nil now, though it answered the selected child after an earlier
        /// action: the container delegates to some children only.
        case stopsDelegating
        /// `childFor…` names another controller.
        case wrongDelegate(String)
        /// The container's answers now lead to the right value, but nobody asked UIKit to update.
        /// `delegating`: through `childFor…` (else the container's own answer).
        case noUpdate(delegating: Bool)
        /// The answers now lead to the right value, but UIKit was asked before they changed.
        case earlyUpdate(delegating: Bool)

        init(_ step: StatusBarStep, _ aspect: StatusBarAspect) {
            let delegate = aspect == .style ? step.styleDelegate : step.hiddenDelegate
            // If UIKit re-read the container now it would show the right value: the answers are
            // right, only the update is missing or early — whatever the container copies.
            let resolvedIsRight = aspect == .style
                ? step.resolvedStyle == step.expectedStyle : step.resolvedHidden == step.expectedHidden
            if resolvedIsRight {
                let delegating = delegate == .selected
                self = step.updateRequested ? .earlyUpdate(delegating: delegating) : .noUpdate(delegating: delegating)
                return
            }
            switch delegate {
            case .none:
                let delegatedBefore = aspect == .style ? step.styleDelegatedBefore : step.hiddenDelegatedBefore
                self = Self.copies(step, aspect) ? .copies : delegatedBefore ? .stopsDelegating : .noDelegate
            case let .other(name): self = .wrongDelegate(name)
            case .selected: self = step.updateRequested ? .earlyUpdate(delegating: true) : .noUpdate(delegating: true)
            }
        }

        /// The line of the learner's override whose answer is wrong: the `childFor…` that names
        /// nobody or another controller (the container's declaration when there is none), the
        /// declaration of the container's own `preferred…` when it copies (the override itself is
        /// what to replace, by a `childFor…`); nil when what is wrong is a missing or early update
        /// call.
        @MainActor func answerSite(_ aspect: StatusBarAspect) -> Finding.Location? {
            switch self {
            case .copies:
                return CallSites.firstLine(containing: "var \(aspect.preference):") ?? CallSites.answerSite(of: aspect.preference)
            // No `childFor…` at all: the missing override's place is the container's declaration.
            case .noDelegate: return CallSites.answerSite(of: aspect.property) ?? CallSites.declaration()
            case .wrongDelegate, .stopsDelegating: return CallSites.answerSite(of: aspect.property)
            case .noUpdate, .earlyUpdate: return nil
            }
        }

        var isEarlyUpdate: Bool {
            if case .earlyUpdate = self { return true }
            return false
        }

        var mistake: String? {
            switch self {
            case .copies, .noDelegate: return "E27"
            case .noUpdate: return "E28"
            case .wrongDelegate, .stopsDelegating, .earlyUpdate: return nil
            }
        }

        func rules(_ aspects: [StatusBarAspect]) -> [RuleID] {
            switch self {
            case .copies: return [.askDontCopyStatusBar] + aspects.map(\.rule)
            case .noDelegate, .stopsDelegating, .wrongDelegate: return aspects.map(\.rule)
            case .noUpdate, .earlyUpdate: return [.updateStatusBar]
            }
        }

        /// The key is the cause's name followed by the aspects it covers ("Style", "Hidden",
        /// "Both"); the arguments are what the status bar showed and should show.
        func message(_ aspects: [StatusBarAspect], step: StatusBarStep) -> FindingMessage {
            let name: String
            var arguments = ["action": step.action, "child": step.selectedLabel]
            switch self {
            case .copies: name = "copies"
            case .noDelegate: name = "noDelegate"
            case .stopsDelegating: name = "stopsDelegating"
            case let .wrongDelegate(other): name = "wrongDelegate"; arguments["delegate"] = other
            case let .noUpdate(delegating): name = delegating ? "noUpdateDelegating" : "noUpdateOwnAnswer"
            case let .earlyUpdate(delegating): name = delegating ? "earlyUpdateDelegating" : "earlyUpdateOwnAnswer"
            }
            if aspects.contains(.style) {
                arguments["shownStyle"] = step.shownStyle.map { ".\($0)" } ?? "?"
                arguments["expectedStyle"] = ".\(step.expectedStyle)"
            }
            if aspects.contains(.hidden) {
                arguments["shownHidden"] = step.shownHidden.map { "\($0)" } ?? "?"
                arguments["expectedHidden"] = "\(step.expectedHidden)"
            }
            let suffix = aspects.count > 1 ? "Both" : aspects[0] == .style ? "Style" : "Hidden"
            return FindingMessage(name + suffix, arguments)
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
