internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `preferred-content-size` ("Delegating Control to Your Children", UIContentContainer):
/// the child embedded in the learner's on-screen container sits at the bottom, full width, as
/// tall as it prefers but no taller than the container — after `embed`, after each change of its
/// preference and after the container itself changes size; `size(forChildContentContainer:…)`
/// answers by the same rule; size changes reach the child (`super` is called); and the container
/// never reaches inside the child's view.
@Suite(.serialized, .freshSimulator) @MainActor
public struct PreferredContentSizeGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any PreferredContentSizeContainer.Type)?

    public init() {}

    private func play(preferredHeight: CGFloat, _ script: @escaping (PanelScene) -> Void) -> PanelScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set PreferredContentSizeGrader.subject in the contract file.")
            return nil
        }
        return PanelScene.play(subject, preferredHeight: preferredHeight, script)
    }

    private func fail(
        _ scene: PanelScene, _ diagnosis: PanelDiagnosis, preferredHeight: CGFloat,
        script: @escaping (PanelScene) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        report(rules: diagnosis.rules, diagnosis.message, mistake: diagnosis.mistake,
               actual: scene.lines, diagnostics: scene.diagnostics,
               expected: { PanelScene.expectedLines(preferredHeight: preferredHeight, script) },
               location: diagnosis.location, sourceLocation: sourceLocation)
    }

    /// Plays `script` and reports the first judged step where the child's view is misplaced; the
    /// scene when every judged step placed it right (nil when a finding was reported). `first`
    /// judges the scene before any frame is (its finding is reported instead).
    @discardableResult
    private func checkFrames(
        preferredHeight: CGFloat, judging judged: @escaping (PanelStep) -> Bool, needsAReaction: Bool = false,
        first: (PanelScene) -> PanelDiagnosis? = { _ in nil },
        sourceLocation: SourceLocation = #_sourceLocation, _ script: @escaping (PanelScene) -> Void
    ) -> PanelScene? {
        guard let scene = play(preferredHeight: preferredHeight, script) else { return nil }
        if needsAReaction, scene.ignoresPreferences {
            notApplicable("notRunPreferencesIgnored", sourceLocation: sourceLocation)
            return nil
        }
        if let diagnosis = first(scene) {
            fail(scene, diagnosis, preferredHeight: preferredHeight, script: script, sourceLocation: sourceLocation)
            return nil
        }
        guard let step = scene.steps.first(where: { judged($0) && !$0.isRight }) else { return scene }
        fail(scene, PanelDiagnosis.misplaced(step, in: scene), preferredHeight: preferredHeight, script: script,
             sourceLocation: sourceLocation)
        return nil
    }

    /// The learner's line behind journal entry `index`, past given code: a given helper that made
    /// the change (`layoutChild(_:)`) stands for the learner's call of it, with what it was passed.
    private static func learnerSite(ofEntry index: Int) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        return CallSites.learnerFrames(ofEntry: index).first { !CallSites.givenLines().contains($0.line) }
        #else
        return nil
        #endif
    }

    @Test func childStartsAtItsPreferredHeight() {
        checkFrames(preferredHeight: 300, judging: { $0.action == "container.embed(content)" }, first: Self.addedBeforeItsView) { _ in }
    }

    /// `embed(_:)` (given, and correct as shipped) makes the child a child before its view goes
    /// into the on-screen container: a child whose `viewWillAppear` ran while it was not the
    /// container's child was shown before `addChild` (add-child-first, as the add-child grader
    /// sees it; the scene loads the child's view beforehand, so only the appearance can tell).
    private static func addedBeforeItsView(_ scene: PanelScene) -> PanelDiagnosis? {
        guard let embed = scene.steps.first,
              let appeared = ChildCalls.appearedOutside(scene.child, parent: scene.container, since: scene.start),
              appeared.journalPosition <= embed.journal.upperBound else { return nil }
        return PanelDiagnosis(rules: [.addChildFirst], message: FindingMessage("appearedBeforeAddChild", ["action": embed.action]),
                              mistake: "A6")
    }

    @Test func frameFollowsPreferredSize() {
        let script: (PanelScene) -> Void = { scene in
            scene.childPrefers(height: 200)
            scene.childPrefers(height: 450)
            scene.childPrefers(height: 120)
            // Shorter than a finger: the child gets what it asks for, never a minimum of the container's.
            scene.childPrefers(height: 20)
        }
        guard let scene = checkFrames(preferredHeight: 300, judging: { $0.action.hasPrefix(PanelScene.preferenceActionPrefix) },
                                      script) else { return }
        let preferenceSteps = scene.steps.filter { $0.action.hasPrefix(PanelScene.preferenceActionPrefix) }
        // The child's preference moves the child's view, never the container's own: that is its
        // parent's (here the window's) to place, and a later layout pass may hide the move.
        for step in preferenceSteps {
            if let moved = PanelJournal.containerViewFrameChanges(in: step, container: scene.container).first,
               case let .frameChange(_, _, to) = moved.event {
                fail(scene, PanelDiagnosis(rules: [.listenPreferredContentSize],
                                           message: FindingMessage("containerViewMoved", ["action": step.action, "frame": to.short]),
                                           mistake: nil, location: Self.learnerSite(ofEntry: moved.index)),
                     preferredHeight: 300, script: script)
                return
            }
        }
        // The README's call-super rule names this override: UIKit's own implementation must run in it.
        for step in preferenceSteps where !SuperCallAudit.methodsSkippingSuper(
            scene.container, since: step.journal.lowerBound, until: step.journal.upperBound,
            among: ["preferredContentSizeDidChange(forChildContentContainer:)"]).isEmpty {
            fail(scene, PanelDiagnosis(rules: [.callSuper],
                                       message: FindingMessage("listenerSkipsSuper", ["action": step.action]),
                                       mistake: nil, location: CallSites.firstBodyLine(of: "preferredContentSizeDidChange")),
                 preferredHeight: 300, script: script)
            return
        }
    }

    @Test func tallPreferenceIsClamped() {
        // A short preference first: a container that reacts to it but not to a tall one has not
        // ignored preferences (that would make the check "not run"); it failed to clamp.
        checkFrames(preferredHeight: 300, judging: { $0.preferred.height > $0.bounds.height }, needsAReaction: true) { scene in
            scene.childPrefers(height: 200)
            scene.childPrefers(height: 2000)
            scene.childPrefers(height: 300)
            scene.childPrefers(height: 900)
        }
    }

    @Test func sizeForChildAnswersForAnyParentSize() {
        guard let scene = play(preferredHeight: 300, { _ in }) else { return }
        let parents = [CGSize(width: 1024, height: 768), CGSize(width: 600, height: 250),
                       CGSize(width: 390, height: 844), CGSize(width: 320, height: 300)]
        let preferred = scene.child.preferredContentSize
        var lines: [String] = []
        var firstWrong: (answer: CGSize, parent: CGSize)?
        for parent in parents {
            let answer = scene.container.size(forChildContentContainer: scene.child, withParentContainerSize: parent)
            lines.append("  parent \(PanelScene.format(parent)) → \(PanelScene.format(answer))")
            let expected = PanelRule.size(preferred: preferred, parent: parent)
            if firstWrong == nil, abs(answer.width - expected.width) > 0.01 || abs(answer.height - expected.height) > 0.01 {
                firstWrong = (answer, parent)
            }
        }
        guard let wrong = firstWrong else { return }
        let diagnosis = PanelDiagnosis.wrongAnswer(wrong.answer, parent: wrong.parent, preferred: preferred)
        report(rules: diagnosis.rules, diagnosis.message, mistake: diagnosis.mistake,
               actual: Self.sizeForHeader(preferred) + lines,
               diagnostics: scene.diagnostics,
               expected: {
                   Self.sizeForHeader(preferred) + parents.map { parent in
                       "  parent \(PanelScene.format(parent)) → "
                           + PanelScene.format(PanelRule.size(preferred: preferred, parent: parent))
                   }
               },
               location: diagnosis.location)
    }

    /// The lines above the answers of `size(forChildContentContainer:withParentContainerSize:)`.
    private static func sizeForHeader(_ preferred: CGSize) -> [String] {
        ["content prefers \(PanelScene.format(preferred))",
         "container.size(forChildContentContainer: content, withParentContainerSize:)"]
    }

    @Test func childHearsContainerSizeChange() {
        let script: (PanelScene) -> Void = { scene in
            scene.containerResizes(to: CGSize(width: 844, height: 390))
            scene.containerResizes(to: CGSize(width: 390, height: 844))
        }
        guard let scene = play(preferredHeight: 500, script) else { return }
        for step in scene.steps where step.action.hasPrefix(PanelScene.resizeActionPrefix) {
            if let diagnosis = SizeTransitionDiagnosis.check(step, container: scene.container, child: scene.child) {
                fail(scene, diagnosis, preferredHeight: 500, script: script)
                return
            }
            if !step.isRight {
                fail(scene, PanelDiagnosis.misplaced(step, in: scene), preferredHeight: 500, script: script)
                return
            }
        }
    }

    @Test func touchesOnlyChildsRootView() {
        let script: (PanelScene) -> Void = { scene in
            scene.childPrefers(height: 200)
            scene.childPrefers(height: 2000)
            scene.containerResizes(to: CGSize(width: 844, height: 390))
        }
        guard let scene = play(preferredHeight: 300, script) else { return }
        guard !scene.ignoresPreferences else { return notApplicable("notRunPreferencesIgnored") }
        let entries = PanelJournal.intrusionEntries(since: scene.start, into: scene.child)
        let found = entries.map(Timeline.line) + scene.child.contentChanges
        guard !found.isEmpty else { return }
        fail(scene, PanelDiagnosis(
                rules: [.rootViewOnly],
                message: FindingMessage("touchedInsideChildView", ["change": found[0]]),
                mistake: "G32",
                location: entries.lazy.compactMap { CallSites.location(ofEntry: $0.index) }.first),
             preferredHeight: 300, script: script)
    }
}
