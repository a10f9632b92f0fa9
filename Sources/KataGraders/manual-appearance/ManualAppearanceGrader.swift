internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `manual-appearance` (Listings 5-4 and 5-5): the learner's container, inside a host that
/// shows it, hides it and shows it again (once animated, once not), must opt out of automatic
/// forwarding and forward each appearance change to its child itself — once, in step, with the
/// container's `animated` flag, balanced, never by calling the child's methods directly.
@Suite(.serialized, .freshSimulator) @MainActor
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
        let runs = [true, false].map { AppearanceRun.play(subject, animated: $0) }
        guard !runs.allSatisfy(\.forwardsNothingYet) else {
            notApplicable("notRunStillAutomatic")
            return nil
        }
        return runs
    }

    /// Reports with the run's timeline beside the reference container's. `heading` puts the
    /// container's `shouldAutomaticallyForwardAppearanceMethods` answer on top of both.
    private func fail(
        _ run: AppearanceRun, _ rules: [RuleID], _ message: FindingMessage, mistake: String?,
        heading: Bool = false, location: Finding.Location? = nil, judging label: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func top(_ run: AppearanceRun) -> [String] {
            heading ? ["automatic forwarding: \(run.forwardsAutomatically ? "on" : "off")"] : []
        }
        // A later run reset the world, and with it this run's call sites and coverage: played
        // again (when it plays the same), it is the current world the locator reads.
        let run = Self.subject.map { AppearanceRun.play($0, animated: run.animated, showAgainAnimated: run.showAgainAnimated) }
            .flatMap { $0.lines == run.lines ? $0 : nil } ?? run
        report(rules: rules, message, mistake: mistake, actual: top(run) + run.lines, diagnostics: run.diagnostics,
               expected: {
                   let expected = AppearanceRun.expected(like: run)
                   return top(expected) + expected.lines
               },
               // Opting out is a property override: when it is missing, its place is the class.
               // A forwarding override that exists is found by the journal (CallSites.choose).
               // When the override exists but answers true, its answer is the line.
               location: location ?? (rules.contains(.optOutBeforeForwarding)
                   ? CallSites.answerSite(of: "shouldAutomaticallyForwardAppearanceMethods") ?? CallSites.declaration() : nil),
               judging: label, sourceLocation: sourceLocation)
    }

    @Test func optsOutOfAutomaticForwarding() {
        guard let subject = Self.subject else { return reportSetupProblem("No container registered.") }
        let run = AppearanceRun.play(subject, animated: true)
        guard run.forwardsAutomatically else { return }
        if run.childBegins > 0 {
            fail(run, [.optOutBeforeForwarding], "forwardsWhileAutomatic",
                 mistake: "D19", heading: true)
        } else {
            fail(run, [.optOutBeforeForwarding], "stillAutomatic",
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
            guard let index = run.phases.firstIndex(where: { $0.appearing == appearing && !$0.isInStep }) else { continue }
            let diagnosis = AppearanceDiagnosis.outOfStep(run.phases[index], step: index + 1, in: run)
            fail(run, diagnosis.rules, diagnosis.message, mistake: diagnosis.mistake, location: diagnosis.location,
                 sourceLocation: sourceLocation)
            return
        }
    }

    @Test func animatedFlagIsPassedThrough() {
        guard let runs = runs(), let subject = Self.subject else { return }
        func failsFlag(_ run: AppearanceRun) -> Bool {
            for (index, phase) in run.phases.enumerated() {
                guard let wrong = phase.childBeats.first(where: { $0.animated != phase.animated }) else { continue }
                fail(run, [.passAnimated],
                     FindingMessage("animatedFlagDiffers", [
                        "phase": phase.action, "step": "\(index + 1)", "callback": wrong.kind.rawValue,
                        "childAnimated": "\(wrong.animated)", "animated": "\(phase.animated)"]),
                     mistake: nil, judging: "animated")
                return true
            }
            return false
        }
        guard !runs.contains(where: failsFlag) else { return }
        // Then shown again unanimated after an animated hide: a flag kept in a property and read
        // before it is updated reaches the child from the call before. (Played only now: the
        // locator reads the world of the run it reports.)
        _ = failsFlag(AppearanceRun.play(subject, animated: true, showAgainAnimated: false))
    }

    @Test func beginAndEndAreBalanced() {
        guard let runs = runs() else { return }
        for run in runs {
            if let warning = run.unbalancedWarnings.first {
                fail(run, [.balanceBeginEnd], FindingMessage("unbalancedWarning", ["warning": warning]),
                     mistake: "D22")
                return
            }
            if run.childBegins != run.childEnds {
                fail(run, [.balanceBeginEnd],
                     FindingMessage("beginEndCounts", ["begins": "\(run.childBegins)", "ends": "\(run.childEnds)"]),
                     mistake: "D22")
                return
            }
        }
    }

    @Test func appearanceIsNeverCalledDirectly() {
        guard let runs = runs() else { return }
        for run in runs {
            if let warning = run.directCallWarnings.first {
                fail(run, [.neverCallViewWillAppear], FindingMessage("directCallWarning", ["warning": warning]),
                     mistake: "D20")
                return
            }
            if let beat = run.directBeats.first {
                fail(run, [.neverCallViewWillAppear], FindingMessage("directCall", ["callback": beat.kind.rawValue]),
                     mistake: "D20")
                return
            }
        }
    }

    @Test func overridesCallSuper() {
        guard let runs = runs() else { return }
        for run in runs where !run.methodsSkippingSuper.isEmpty {
            let methods = run.methodsSkippingSuper.joined(separator: ", ")
            fail(run, [.callSuper], FindingMessage("overridesSkipSuper", ["methods": methods]),
                 mistake: "D26", location: run.methodsSkippingSuper.first.flatMap(CallSites.superSite))
            return
        }
    }
}
