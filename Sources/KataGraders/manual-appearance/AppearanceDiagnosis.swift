import KataCatalog

/// Names the rule a run broke, from what was observed — never from how the code looks. The most
/// specific explanation wins: a direct call explains duplicates better than "not in step" does.
@MainActor
struct AppearanceDiagnosis {
    let rules: [RuleID]
    let message: FindingMessage
    let mistake: String?
    /// Where the learner's code made it, when one call did (else the journal decides).
    var location: Finding.Location? = nil

    /// Why the child's callbacks in `phase` were not one "will" and one "did", each right after
    /// the container's own. Every message names the phase (`{phase}`, `{step}`).
    static func outOfStep(_ phase: AppearancePhase, step: Int, in run: AppearanceRun) -> AppearanceDiagnosis {
        let childBeats = phase.childBeats
        let will = phase.appearing ? "viewWillAppear" : "viewWillDisappear"
        let did = phase.appearing ? "viewDidAppear" : "viewDidDisappear"
        let wills = childBeats.filter { $0.kind.isWill && $0.kind.isAppearing == phase.appearing }.count
        let dids = childBeats.filter { !$0.kind.isWill && $0.kind.isAppearing == phase.appearing }.count
        var arguments = ["phase": phase.action, "step": "\(step)", "will": will, "did": did]
        func diagnosis(_ rules: [RuleID], _ key: String, _ extra: [String: String] = [:], mistake: String?) -> AppearanceDiagnosis {
            arguments.merge(extra) { _, new in new }
            return AppearanceDiagnosis(rules: rules, message: FindingMessage(key, arguments), mistake: mistake)
        }

        if let direct = childBeats.first(where: \.direct) ?? run.directBeats.first {
            return diagnosis([.neverCallViewWillAppear], "phaseDirectCall", ["callback": direct.kind.rawValue], mistake: "D20")
        }
        if run.forwardsAutomatically && run.childBegins > 0 {
            return diagnosis([.optOutBeforeForwarding], "phaseForwardedTwice", mistake: "D19")
        }
        if run.forwardsAutomatically && !run.childHeardAnything {
            // Blame super only when the journal shows an override that skipped it.
            if !run.methodsSkippingSuper.isEmpty {
                return diagnosis([.callSuper], "phaseSilentOverrideSkipsSuper",
                                 ["methods": run.methodsSkippingSuper.joined(separator: ", ")], mistake: "D26")
            }
            return diagnosis([.forwardAllFour], "phaseSilentAutomatic", mistake: nil)
        }
        if !run.forwardsAutomatically && run.childBegins == 0 {
            return diagnosis([.forwardAllFour], "phaseOptedOutNeverForwards", mistake: "D21")
        }
        if wills >= 1 && dids == 0 && phase.childBegins.count > 1 && phase.childEnds >= 1 {
            // Ended, but begun more often: UIKit waits for one end per begin.
            var begunTwice = diagnosis([.balanceBeginEnd], "phaseBegunTwice",
                                       ["begins": "\(phase.childBegins.count)", "ends": "\(phase.childEnds)"], mistake: "D22")
            begunTwice.location = CallSites.location(ofEntry: phase.childBegins[1])
            return begunTwice
        }
        if wills >= 1 && dids == 0 {
            return diagnosis([.balanceBeginEnd, .forwardAllFour], "phaseWillWithoutDid", mistake: "D22")
        }
        if wills == 0 && dids == 0 {
            return diagnosis([.forwardAllFour], "phaseChildHearsNothing", mistake: "D21")
        }
        if wills > 1 || dids > 1 {
            return diagnosis([.balanceBeginEnd, .forwardAllFour], "phaseRepeated",
                             ["wills": "\(wills)", "dids": "\(dids)"], mistake: nil)
        }
        let childDid = phase.beats.firstIndex { $0.who == .child && !$0.kind.isWill }
        let containerDid = phase.beats.firstIndex { $0.who == .container && !$0.kind.isWill }
        if let childDid, let containerDid, childDid < containerDid {
            return diagnosis([.forwardAllFour], "phaseDidTooEarly", mistake: nil)
        }
        var notInStep = diagnosis([.forwardAllFour], "phaseNotInStep", mistake: nil)
        // The child's "will" after the container's "did": the begin that caused it came a step late.
        let childWill = phase.beats.firstIndex { $0.who == .child && $0.kind.isWill }
        if let childWill, let containerDid, containerDid < childWill, let begin = phase.childBegins.first {
            notInStep.location = CallSites.location(ofEntry: begin)
        }
        return notInStep
    }
}
