internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `status-bar` ("Delegating Control to Your Children"): with the learner's container as
/// the window's root, what `window.windowScene?.statusBarManager` shows must follow the selected
/// child — its style and its visibility, after every `select`, after the child changes its own
/// wishes, and all the way down when the child delegates in turn.
@Suite(.serialized, .freshSimulator) @MainActor
public struct StatusBarGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any StatusBarContainer.Type)?

    public init() {}

    /// Plays `script` and reports the first step where `aspects` differ from what the selected
    /// child wants.
    private func check(
        _ aspects: [StatusBarAspect], judging judged: @escaping (StatusBarStep) -> Bool = { _ in true },
        sourceLocation: SourceLocation = #_sourceLocation,
        _ script: @escaping (StatusBarScene) -> Void
    ) {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set StatusBarGrader.subject in the contract file.")
            return
        }
        let scene = StatusBarScene.play(subject, script)
        guard scene.canObserve else {
            reportSetupProblem("UIKitSim gave the window no windowScene?.statusBarManager to read.")
            return
        }
        for step in scene.steps where judged(step) {
            let wrong = aspects.filter { !($0 == .style ? step.styleIsRight : step.hiddenIsRight) }
            guard !wrong.isEmpty else { continue }
            let diagnosis = StatusBarDiagnosis.wrong(step, wrong)
            report(rules: diagnosis.rules, diagnosis.message, mistake: diagnosis.mistake,
                   actual: scene.lines, diagnostics: scene.diagnostics,
                   expected: { StatusBarScene.expectedLines(script) }, location: diagnosis.location,
                   sourceLocation: sourceLocation)
            return
        }
    }

    @Test func styleFollowsSelectedChild() {
        check([.style]) { scene in
            let light = StatusBarProbe(label: "light", style: .lightContent, hidden: false)
            let dark = StatusBarProbe(label: "dark", style: .darkContent, hidden: false)
            scene.select(light)
            scene.select(dark)
            scene.select(light)
        }
    }

    @Test func hiddenFollowsSelectedChild() {
        check([.hidden]) { scene in
            let hidden = StatusBarProbe(label: "fullScreen", style: .default, hidden: true)
            let shown = StatusBarProbe(label: "list", style: .default, hidden: false)
            scene.select(hidden)
            scene.select(shown)
            scene.select(hidden)
        }
    }

    @Test func childsOwnUpdateIsHonoured() {
        // Only the child's own updates are judged here; `select` is judged by the checks above.
        check([.style, .hidden], judging: { !$0.isSelect }) { scene in
            let content = StatusBarProbe(label: "content", style: .lightContent, hidden: false)
            scene.select(content)
            scene.selectedChildPrefers(style: .darkContent, hidden: true)
            scene.selectedChildPrefers(style: .lightContent, hidden: false)
        }
    }

    @Test func delegationReachesGrandchild() {
        // Only the nested children are judged: a plain child alone cannot tell delegating from
        // copying. "quiet" keeps UIKit's defaults itself and lets its own child decide, as a
        // navigation controller does: whether the container delegates to a child must not depend
        // on what that child prefers itself. "framed" shows a child of its own but decides
        // itself: which grandchild speaks, if any, is the child's decision, not the container's.
        check([.style, .hidden], judging: { ["nested", "quiet", "framed"].contains($0.selectedLabel) }) { scene in
            let plain = StatusBarProbe(label: "plain", style: .darkContent, hidden: true)
            let grandchild = StatusBarProbe(label: "photo", style: .lightContent, hidden: false)
            let nested = StatusBarProbe(label: "nested", style: .darkContent, hidden: true, decider: grandchild)
            let video = StatusBarProbe(label: "video", style: .lightContent, hidden: true)
            let quiet = StatusBarProbe(label: "quiet", style: .default, hidden: false, decider: video)
            let thumbnail = StatusBarProbe(label: "thumbnail", style: .lightContent, hidden: false)
            let framed = StatusBarProbe(label: "framed", style: .darkContent, hidden: true, keeps: thumbnail)
            scene.select(plain)
            scene.select(nested)
            scene.select(quiet)
            scene.select(framed)
        }
    }
}
