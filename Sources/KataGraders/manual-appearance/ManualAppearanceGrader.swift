import Testing
import UIKitSim
import KataCatalog

/// Grades `manual-appearance` (Listings 5-4 and 5-5): the learner's container, inside a host that
/// shows it, hides it and shows it again (once animated, once not), must opt out of automatic
/// forwarding and forward each appearance change to its child itself — once, in step, with the
/// container's `animated` flag, balanced, never by calling the child's methods directly.
@Suite(.serialized) @MainActor
public struct ManualAppearanceGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any ManualAppearanceContainer.Type)?

    public init() {}

    /// The scenario played both ways: hide and show animated, then not animated.
    private func runs() -> [AppearanceRun]? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set ManualAppearanceGrader.subject in the contract file.")
            return nil
        }
        return [true, false].map { AppearanceRun.play(subject, animated: $0) }
    }

    /// Reports with the run's timeline beside the reference container's. `heading` puts the
    /// container's `shouldAutomaticallyForwardAppearanceMethods` answer on top of both.
    private func fail(
        _ run: AppearanceRun, _ rules: [RuleID], _ message: String, mistake: String?,
        heading: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func top(_ run: AppearanceRun) -> [String] {
            heading ? ["automatic forwarding: \(run.forwardsAutomatically ? "on" : "off")"] : []
        }
        report(rules: rules, FindingMessage(message), mistake: mistake, actual: top(run) + run.lines, diagnostics: run.diagnostics,
               expected: {
                   let expected = AppearanceRun.expected(animated: run.animated)
                   return top(expected) + expected.lines
               },
               sourceLocation: sourceLocation)
    }

    @Test func optsOutOfAutomaticForwarding() {
        guard let run = runs()?.first, run.forwardsAutomatically else { return }
        if run.childBegins > 0 {
            fail(run, [.optOutBeforeForwarding],
                 "You forward appearance to the child yourself, but shouldAutomaticallyForwardAppearanceMethods is still "
                    + "true, so UIKit forwards too. Override it to return false.",
                 mistake: "D19", heading: true)
        } else {
            fail(run, [.optOutBeforeForwarding],
                 "UIKit still forwards the container's appearance to the child: override "
                    + "shouldAutomaticallyForwardAppearanceMethods to return false and forward it yourself.",
                 mistake: nil, heading: true)
        }
    }

    @Test func childAppearsWithContainer() {
        checkInStep(appearing: true)
    }

    @Test func childDisappearsWithContainer() {
        checkInStep(appearing: false)
    }

    /// Every phase in the given direction, in both runs: the child's "will" right after the
    /// container's, its "did" right after the container's, once each, delivered by UIKit.
    private func checkInStep(appearing: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let runs = runs() else { return }
        for run in runs {
            guard let phase = run.phases.first(where: { $0.appearing == appearing && !$0.isInStep }) else { continue }
            let diagnosis = AppearanceDiagnosis.outOfStep(phase, in: run)
            fail(run, diagnosis.rules, "\(phase.title): \(diagnosis.message)", mistake: diagnosis.mistake,
                 sourceLocation: sourceLocation)
            return
        }
    }

    @Test func animatedFlagIsPassedThrough() {
        guard let runs = runs() else { return }
        for run in runs {
            for phase in run.phases {
                guard let wrong = phase.childBeats.first(where: { $0.animated != phase.animated }) else { continue }
                fail(run, [.passAnimated],
                     "\(phase.title): the child got \(wrong.kind.rawValue)(\(wrong.animated)) while the container got "
                        + "animated: \(phase.animated). Pass your own animated flag: "
                        + "child.beginAppearanceTransition(…, animated: animated).",
                     mistake: nil)
                return
            }
        }
    }

    @Test func beginAndEndAreBalanced() {
        guard let runs = runs() else { return }
        for run in runs {
            if let warning = run.unbalancedWarnings.first {
                fail(run, [.balanceBeginEnd],
                     "UIKit warned: \(warning) Each child.beginAppearanceTransition(_:animated:) needs exactly one "
                        + "child.endAppearanceTransition(), on every path.",
                     mistake: "D22")
                return
            }
            if run.childBegins != run.childEnds {
                fail(run, [.balanceBeginEnd],
                     "Over one show → hide → show the child got \(run.childBegins) beginAppearanceTransition and "
                        + "\(run.childEnds) endAppearanceTransition calls: each begin needs exactly one end.",
                     mistake: "D22")
                return
            }
        }
    }

    @Test func appearanceIsNeverCalledDirectly() {
        guard let runs = runs() else { return }
        for run in runs {
            if let warning = run.directCallWarnings.first {
                fail(run, [.neverCallViewWillAppear],
                     "UIKit warned: \(warning) Never call another controller's appearance methods: use "
                        + "beginAppearanceTransition(_:animated:) and endAppearanceTransition().",
                     mistake: "D20")
                return
            }
            if let beat = run.directBeats.first {
                fail(run, [.neverCallViewWillAppear],
                     "The child's \(beat.kind.rawValue) ran without UIKit delivering it: you called it directly. Use "
                        + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead.",
                     mistake: "D20")
                return
            }
        }
    }

    @Test func overridesCallSuper() {
        guard let runs = runs() else { return }
        for run in runs where !run.methodsSkippingSuper.isEmpty {
            let methods = run.methodsSkippingSuper.joined(separator: ", ")
            fail(run, [.callSuper],
                 "Your override of \(methods) does not call super. UIKit's own implementation must run too: "
                    + "start each override with super.<method>(…).",
                 mistake: "D26")
            return
        }
    }
}
