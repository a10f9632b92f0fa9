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
    /// The learner's line behind the judged value, when one decided it (nil: the timeline places it).
    let location: Finding.Location?

    init(rules: [RuleID], message: FindingMessage, mistake: String?, location: Finding.Location? = nil) {
        self.rules = rules
        self.message = message
        self.mistake = mistake
        self.location = location
    }

    private static let listenerMethod = "preferredContentSizeDidChange(forChildContentContainer:)"

    /// Why the child's view is not where `step` expected it. Every key gets `{action}`,
    /// `{frame}` (where content.view is) and `{expected}`.
    static func misplaced(_ step: PanelStep, in scene: PanelScene) -> PanelDiagnosis {
        var arguments = ["action": step.action, "frame": step.actualFrame?.short ?? "—", "expected": step.expectedFrame.short]
        // The value a misplaced child was given: the learner's answer of size(forChildContentContainer:…)
        // when it overrides it and answers wrong for these bounds, else the line that set the frame.
        // Asked right after the step: the answer depends on the child's preference then.
        let answer = step.answer
        let rightAnswer = PanelRule.size(preferred: step.preferred, parent: step.bounds.size)
        let answerIsWrong = abs(answer.width - rightAnswer.width) > 0.01 || abs(answer.height - rightAnswer.height) > 0.01
        let decided = (answerIsWrong ? CallSites.sizeAnswerSite(answer, expected: rightAnswer) : nil)
            ?? scene.child.viewIfLoaded.flatMap { view in
                step.actualFrame.flatMap { CallSites.layoutSite(of: view, frame: $0, expected: step.expectedFrame, upTo: step.journal.upperBound) }
                    ?? CallSites.writeSite(of: view, "frame", "bounds", "center", upTo: step.journal.upperBound)
            }
        func diagnosis(_ rules: [RuleID], _ key: String, _ extra: [String: String] = [:], mistake: String?,
                       location: Finding.Location? = nil) -> PanelDiagnosis {
            arguments.merge(extra) { _, new in new }
            return PanelDiagnosis(rules: rules, message: FindingMessage(key, arguments), mistake: mistake, location: location)
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
                return diagnosis([.listenPreferredContentSize], "listenerOverrideDoesNotPlaceChild", mistake: nil,
                                 location: CallSites.firstBodyLine(of: "preferredContentSizeDidChange"))
            }
            if laidOut {
                return diagnosis([.listenPreferredContentSize, .sizeForChild], "relayoutDoesNotPlaceChild", mistake: nil,
                                 location: decided)
            }
            return diagnosis([.listenPreferredContentSize], "preferenceChangeNotApplied", mistake: "F30")
        }
        if !scene.childFrameWasSet(since: scene.start) {
            return diagnosis([.sizeForChild], "childFrameNeverSet", mistake: nil)
        }
        if step.action.hasPrefix(PanelScene.resizeActionPrefix), let before = step.previousFrame,
           abs(before.height - frame.height) < 0.01 {
            return diagnosis([.sizeForChild], "resizeKeptOldHeight", mistake: nil, location: decided)
        }
        if abs(frame.height - step.bounds.height) < 0.01 && step.preferred.height < step.bounds.height {
            // Claim that size(forChildContentContainer:…) answers the parent size only if it does.
            if abs(answer.width - step.bounds.width) < 0.01 && abs(answer.height - step.bounds.height) < 0.01 {
                return diagnosis([.sizeForChild], "wholeHeightFromDefaultSizeForChild", mistake: "F31", location: decided)
            }
            return diagnosis([.sizeForChild], "wholeHeightNotFromSizeForChild", ["answer": PanelScene.format(answer)], mistake: nil,
                             location: decided)
        }
        if frame.height > step.bounds.height + 0.01 {
            return diagnosis([.sizeForChild], "childTallerThanContainer", mistake: "F31", location: decided)
        }
        if abs(frame.width - step.bounds.width) > 0.01 {
            return diagnosis([.sizeForChild], "childNotFullWidth", ["width": "\(Int(step.bounds.width))"], mistake: nil,
                             location: decided)
        }
        if step.isStale {
            return diagnosis([.sizeForChild, .listenPreferredContentSize], "childNotRelaidOut", mistake: nil)
        }
        return diagnosis([.listenPreferredContentSize, .sizeForChild], "childMisplaced", mistake: nil, location: decided)
    }

    /// Why `size(forChildContentContainer:withParentContainerSize:)` answered `answer` for `parent`.
    static func wrongAnswer(_ answer: CGSize, parent: CGSize, preferred: CGSize) -> PanelDiagnosis {
        let expected = PanelRule.size(preferred: preferred, parent: parent)
        let arguments = ["parent": PanelScene.format(parent), "answer": PanelScene.format(answer),
                         "expected": PanelScene.format(expected)]
        let site = CallSites.sizeAnswerSite(answer, expected: expected)
        if answer.width == parent.width && answer.height == parent.height {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answersParentSize", arguments), mistake: "F31", location: site)
        }
        if answer.height > parent.height {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerTallerThanParent", arguments), mistake: "F31", location: site)
        }
        if answer.width != parent.width {
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerNotFullWidth", arguments), mistake: nil, location: site)
        }
        return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("answerWrongHeight", arguments), mistake: nil, location: site)
    }
}
