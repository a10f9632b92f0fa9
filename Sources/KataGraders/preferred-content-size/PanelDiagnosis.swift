@_spi(Simulator) import UIKitSim
import KataCatalog

/// Names the rule behind a misplaced child or a wrong size answer, from what was observed: the
/// step's journal (was the container told, did its override call `super`, did it lay out again,
/// did anything set the child's frame) and the container's own answers.
@MainActor
struct PanelDiagnosis {
    let rules: [RuleID]
    let message: FindingMessage
    let mistake: String?

    init(rules: [RuleID], message: FindingMessage, mistake: String?) {
        self.rules = rules
        self.message = message
        self.mistake = mistake
    }

    private static let listenerMethod = "preferredContentSizeDidChange(forChildContentContainer:)"

    /// Why the child's view is not where `step` expected it. Every key gets `{action}`,
    /// `{frame}` (where content.view is) and `{expected}`.
    static func misplaced(_ step: PanelStep, in scene: PanelScene) -> PanelDiagnosis {
        var arguments = ["action": step.action, "frame": step.actualFrame?.short ?? "—", "expected": step.expectedFrame.short]
        func diagnosis(_ rules: [RuleID], _ key: String, _ extra: [String: String] = [:], mistake: String?) -> PanelDiagnosis {
            arguments.merge(extra) { _, new in new }
            return PanelDiagnosis(rules: rules, message: FindingMessage(key, arguments), mistake: mistake)
        }
        guard let frame = step.actualFrame else {
            return diagnosis([.sizeForChild], "childNotInContainer", mistake: nil)
        }
        let entries = Simulator.journal.entries.filter { step.journal.contains($0.index) }
        let containerID = ObjectIdentifier(scene.container)
        let childID = ObjectIdentifier(scene.child)
        if step.isStale && step.action.hasPrefix(PanelScene.preferenceActionPrefix) {
            // What the journal shows of the container's listener, said as it happened.
            guard let told = entries.firstIndex(where: {
                if case let .preferredContentSizeDidChange(parent, child) = $0.event { return parent.id == containerID && child.id == childID }
                return false
            }) else {
                return diagnosis([.listenPreferredContentSize], "preferenceNeverReachedContainer", mistake: nil)
            }
            let after = entries[(told + 1)...]
            let superRan = after.contains {
                if case let .superCalled(ref, method) = $0.event { return ref.id == containerID && method == listenerMethod }
                return false
            }
            let laidOut = after.contains {
                if case let .viewDidLayoutSubviews(ref) = $0.event { return ref.id == containerID }
                return false
            }
            if !superRan {
                // UIKit's base implementation did not run, so the container overrides the method.
                return diagnosis([.listenPreferredContentSize], "listenerOverrideDoesNotPlaceChild", mistake: nil)
            }
            if laidOut {
                return diagnosis([.listenPreferredContentSize, .sizeForChild], "relayoutDoesNotPlaceChild", mistake: nil)
            }
            return diagnosis([.listenPreferredContentSize], "preferenceChangeNotApplied", mistake: "F30")
        }
        if !scene.childFrameWasSet(since: scene.start) {
            return diagnosis([.sizeForChild], "childFrameNeverSet", mistake: nil)
        }
        if step.action.hasPrefix(PanelScene.resizeActionPrefix), let before = step.previousFrame,
           abs(before.height - frame.height) < 0.01 {
            return diagnosis([.sizeForChild], "resizeKeptOldHeight", mistake: nil)
        }
        if abs(frame.height - step.bounds.height) < 0.01 && step.preferred.height < step.bounds.height {
            // Claim that size(forChildContentContainer:…) answers the parent size only if it does.
            let answer = scene.container.size(forChildContentContainer: scene.child, withParentContainerSize: step.bounds.size)
            if abs(answer.width - step.bounds.width) < 0.01 && abs(answer.height - step.bounds.height) < 0.01 {
                return diagnosis([.sizeForChild], "wholeHeightFromDefaultSizeForChild", mistake: "F31")
            }
            return diagnosis([.sizeForChild], "wholeHeightNotFromSizeForChild", ["answer": PanelScene.format(answer)], mistake: nil)
        }
        if frame.height > step.bounds.height + 0.01 {
            return diagnosis([.sizeForChild], "childTallerThanContainer", mistake: "F31")
        }
        if abs(frame.width - step.bounds.width) > 0.01 {
            return diagnosis([.sizeForChild], "childNotFullWidth", ["width": "\(Int(step.bounds.width))"], mistake: nil)
        }
        if step.isStale {
            return diagnosis([.sizeForChild, .listenPreferredContentSize], "childNotRelaidOut", mistake: nil)
        }
        return diagnosis([.listenPreferredContentSize, .sizeForChild], "childMisplaced", mistake: nil)
    }

    /// Why `size(forChildContentContainer:withParentContainerSize:)` answered `answer` for `parent`.
    static func wrongAnswer(_ answer: CGSize, parent: CGSize, preferred: CGSize) -> PanelDiagnosis {
        let expected = PanelRule.size(preferred: preferred, parent: parent)
        let arguments = ["parent": PanelScene.format(parent), "answer": PanelScene.format(answer),
                         "expected": PanelScene.format(expected)]
        if answer.width == parent.width && answer.height == parent.height {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answersParentSize", arguments), mistake: "F31")
        }
        if answer.height > parent.height {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerTallerThanParent", arguments), mistake: "F31")
        }
        if answer.width != parent.width {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerNotFullWidth", arguments), mistake: nil)
        }
        return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerWrongHeight", arguments), mistake: nil)
    }
}
