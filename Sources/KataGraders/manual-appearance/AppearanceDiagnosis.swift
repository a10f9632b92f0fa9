import KataCatalog

/// Names the rule a run broke, from what was observed — never from how the code looks. The most
/// specific explanation wins: a direct call explains duplicates better than "not in step" does.
@MainActor
struct AppearanceDiagnosis {
    let rules: [RuleID]
    let message: String
    let mistake: String?

    /// Why the child's callbacks in `phase` were not one "will" and one "did", each right after
    /// the container's own.
    static func outOfStep(_ phase: AppearancePhase, in run: AppearanceRun) -> AppearanceDiagnosis {
        let childBeats = phase.childBeats
        let will = phase.appearing ? "viewWillAppear" : "viewWillDisappear"
        let did = phase.appearing ? "viewDidAppear" : "viewDidDisappear"
        let wills = childBeats.filter { $0.kind.isWill && $0.kind.isAppearing == phase.appearing }.count
        let dids = childBeats.filter { !$0.kind.isWill && $0.kind.isAppearing == phase.appearing }.count

        if let direct = childBeats.first(where: \.direct) ?? run.directBeats.first {
            return AppearanceDiagnosis(
                rules: [.neverCallViewWillAppear],
                message: "The child's \(direct.kind.rawValue) ran without UIKit delivering it: you called it yourself. "
                    + "Cause the child's callbacks with child.beginAppearanceTransition(_:animated:) and "
                    + "child.endAppearanceTransition() instead.",
                mistake: "D20")
        }
        if run.forwardsAutomatically && run.childBegins > 0 {
            return AppearanceDiagnosis(
                rules: [.optOutBeforeForwarding],
                message: "You forward appearance with begin/end, but shouldAutomaticallyForwardAppearanceMethods is "
                    + "still true, so UIKit forwards as well and the child's callbacks come twice or out of step. "
                    + "Override it to return false.",
                mistake: "D19")
        }
        if run.forwardsAutomatically && !run.childHeardAnything {
            return AppearanceDiagnosis(
                rules: [.callSuper],
                message: "The child heard no appearance callbacks at all although UIKit should forward them: an "
                    + "override of your appearance methods skips super.",
                mistake: "D26")
        }
        if !run.forwardsAutomatically && run.childBegins == 0 {
            return AppearanceDiagnosis(
                rules: [.forwardAllFour],
                message: "You opted out of automatic forwarding but never forward yourself, so the child hears "
                    + "nothing: call child.beginAppearanceTransition(_:animated:) in your viewWill… methods and "
                    + "child.endAppearanceTransition() in your viewDid… methods.",
                mistake: "D21")
        }
        if wills >= 1 && dids == 0 {
            return AppearanceDiagnosis(
                rules: [.balanceBeginEnd, .forwardAllFour],
                message: "The child got \(will) but never \(did): the transition you began on it was never ended. "
                    + "Call child.endAppearanceTransition() in your \(did).",
                mistake: "D22")
        }
        if wills == 0 && dids == 0 {
            return AppearanceDiagnosis(
                rules: [.forwardAllFour],
                message: "When the container \(phase.appearing ? "appears" : "disappears"), the child hears nothing: "
                    + "forward in your \(will) (begin) and \(did) (end) too.",
                mistake: "D21")
        }
        if wills > 1 || dids > 1 {
            return AppearanceDiagnosis(
                rules: [.balanceBeginEnd, .forwardAllFour],
                message: "The child got \(will) \(wills)× and \(did) \(dids)× in one \(phase.appearing ? "appearance" : "disappearance"); "
                    + "each must arrive once: begin once in \(will), end once in \(did).",
                mistake: nil)
        }
        let childDid = phase.beats.firstIndex { $0.who == .child && !$0.kind.isWill }
        let containerDid = phase.beats.firstIndex { $0.who == .container && !$0.kind.isWill }
        if let childDid, let containerDid, childDid < containerDid {
            return AppearanceDiagnosis(
                rules: [.forwardAllFour],
                message: "The child got \(did) before the container did: you end its transition too early. "
                    + "Call child.endAppearanceTransition() in your \(did), not before.",
                mistake: nil)
        }
        return AppearanceDiagnosis(
            rules: [.forwardAllFour],
            message: "The child's callbacks are not in step with the container's: begin its transition in your \(will) "
                + "and end it in your \(did), so that each arrives right after your own.",
            mistake: nil)
    }
}
