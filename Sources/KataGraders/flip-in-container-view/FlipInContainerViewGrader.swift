internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `flip-in-container-view` (objc.io's Tunnel): `flip(from:to:options:)` makes both
/// controllers children before the swap (the new one before anything loads its view), flips with
/// the requested option so that only `topContainer` turns (never the root view with the header),
/// lands the new view in that same container view filling its bounds, finishes containment after
/// the animation, and leaves appearance balanced — and flipping back works the same way.
@Suite(.serialized, .freshSimulator) @MainActor
public struct FlipInContainerViewGrader {
    typealias Scene = FlipInContainerViewScene

    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any FlipInContainerViewContainer.Type)?

    public init() {}

    struct Problem {
        let rules: [RuleID]
        let key: String
        var arguments: [String: String] = [:]
        var mistake: String? = nil
        /// The learner's line behind a judged value, when one decided it (else the timeline places it).
        var location: Finding.Location? = nil
    }

    private func scene() -> Scene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set FlipInContainerViewGrader.subject in the contract file.")
            return nil
        }
        return Scene.play(subject)
    }

    private func fail(_ s: Scene, flip index: Int, _ problem: Problem, sourceLocation: SourceLocation = #_sourceLocation) {
        let flip = s.flips[index]
        var arguments = problem.arguments
        arguments["from"] = flip.from.label
        arguments["to"] = flip.to.label
        report(rules: problem.rules, FindingMessage(problem.key, arguments), mistake: problem.mistake,
               actual: s.lines(flip: index), diagnostics: s.diagnostics(flip: index),
               expected: { Scene.expectedLines(flip: index) }, location: problem.location, sourceLocation: sourceLocation)
    }

    // MARK: Judgements of one flip (shared by the first flip's checks and flipBackWorks)

    private func siblings(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        if s.diagnostics(flip: s.flips.firstIndex { $0.start == f.start } ?? 0).contains(where: { $0.contains("must have a common parent") }) {
            return Problem(rules: [.transitionSiblings], key: s.addChild(of: f.to, in: f) == nil ? "refusedNotAdded" : "refusedNotSiblings",
                           mistake: "C15")
        }
        guard let start = s.transitionStart(f) else { return Problem(rules: [.transitionSiblings], key: "noFlip") }
        guard let added = s.addChild(of: f.to, in: f) else {
            return Problem(rules: [.transitionSiblings], key: "toNeverAdded", mistake: "C15")
        }
        if added.index > start.index { return Problem(rules: [.transitionSiblings], key: "toAddedAfterFlip") }
        let warned = s.received(f.from, .willMoveToParent, in: f).first { $0.argumentIs(nil) }
        if warned == nil { return Problem(rules: [.transitionSiblings], key: "fromNeverWarned") }
        if warned!.journalPosition > start.index { return Problem(rules: [.transitionSiblings], key: "fromWarnedAfterFlip") }
        return nil
    }

    /// Touching `toController.view` before `addChild(toController)` (sizing it, setting its mask,
    /// directly or in a helper) loads it while `toController` has no parent: its `viewDidLoad` runs
    /// outside containment — mistake A6's symptom, judged as add-child judges it (ChildCalls).
    private func loadsAsChild(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        guard let loaded = ChildCalls.loadedWithoutParent(f.to, since: f.start), loaded.journalPosition <= f.settled
        else { return nil }
        return Problem(rules: [.addChildFirst], key: "toViewLoadedBeforeAddChild", mistake: "A6")
    }

    private func flipOption(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        let want = Scene.optionName(f.direction)
        guard let transition = s.viewTransition(f) else {
            return Problem(rules: [.flipInsideContainerView], key: s.transitionStart(f) == nil ? "noFlip" : "noFlipOption",
                           arguments: ["want": want])
        }
        // Where an argument passed was made (`let flipOptions = …` above the call); read only on
        // failure: a call site is symbolicated, which a passing verdict never pays for.
        func made(_ label: String = "options") -> Finding.Location? {
            CallSites.location(ofEntry: transition.entry.index).map { CallSites.argumentOrigin($0, label: label) }
        }
        if (transition.options.rawValue >> 20) & 0x7 != (f.direction.rawValue >> 20) & 0x7 {
            return Problem(rules: [.flipInsideContainerView], key: "wrongOption",
                           arguments: ["got": Scene.optionName(transition.options), "want": want], location: made())
        }
        // The task's flip is ease-in (README).
        let curve = Scene.curveName(transition.options)
        if curve != Scene.curveName(.curveEaseIn) {
            return Problem(rules: [.flipInsideContainerView], key: "wrongCurve", arguments: ["got": curve], location: made())
        }
        // The task's flip lasts 0.2 s (README), as cycle-animated judges its 0.25 s.
        if abs(transition.duration - Scene.duration) > 0.001 {
            return Problem(rules: [.flipInsideContainerView], key: "wrongDuration",
                           arguments: ["duration": Timeline.format(transition.duration)], location: made("duration"))
        }
        return nil
    }

    private func carrier(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        if s.transitionStart(f) == nil { return Problem(rules: [.flipInsideContainerView], key: "noFlip") }
        guard let transition = s.viewTransition(f), Scene.isFlip(transition.options) else { return nil }
        let top = ObjectIdentifier(s.container.topContainer)
        guard transition.carrier != top else { return nil }
        // `UIView.transition(with: holder, …)`: where the view handed in was picked (`let holder =
        // …`, a `flipHost` property). Read only on failure, like `flipOption`'s.
        let picked = CallSites.location(ofEntry: transition.entry.index).flatMap { call in
            let origin = CallSites.argumentOrigin(call, label: "with")
            return origin == call ? nil : origin
        }
        if transition.carrier == ObjectIdentifier(s.container.view) {
            return Problem(rules: [.flipInsideContainerView], key: "flipTurnsRootView", mistake: "H38", location: picked)
        }
        return Problem(rules: [.flipInsideContainerView], key: "flipTurnsOtherView",
                       arguments: ["carrier": s.name(transition.carrier)], location: picked)
    }

    private func placement(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        let top = s.container.topContainer
        if let byHand = s.toViewAddedByHand(f) {
            _ = byHand
            return Problem(rules: [.transitionOwnsViews], key: "toViewAddedByHand", mistake: "C16")
        }
        if let again = s.toViewAddedAgainByHand(f) {
            return Problem(rules: [.transitionOwnsViews], key: "toViewAddedAgain", mistake: "C16",
                           location: CallSites.location(ofEntry: again.index))
        }
        guard let superview = f.toSuperview, let frame = f.toFrame else {
            return Problem(rules: [.transitionOwnsViews], key: "toViewNotInHierarchy")
        }
        if superview !== top {
            // Where the view went in last: the line that put it in the wrong view.
            let added = f.to.viewIfLoaded.flatMap { view in
                ContainmentJournal.insertions(of: view, since: f.start).last { $0.index < f.settled }
            }
            return Problem(rules: [.sizeChildView, .flipInsideContainerView], key: "toViewNotInTopContainer",
                           arguments: ["superview": s.name(ObjectIdentifier(superview))],
                           mistake: superview === s.container.view ? "H38" : nil,
                           location: added.flatMap { CallSites.location(ofEntry: $0.index) })
        }
        if !frame.isClose(to: top.bounds, tolerance: 0.5) {
            return Problem(rules: [.sizeChildView], key: "toViewFrame",
                           arguments: ["frame": frame.short, "expected": top.bounds.short], mistake: "A8",
                           location: f.to.viewIfLoaded.flatMap { view in
                               // (Pinned by constraints: the one on the edge that is off.)
                               (view.translatesAutoresizingMaskIntoConstraints ? nil
                                   : CallSites.layoutSite(of: view, frame: frame, expected: top.bounds, from: f.start, upTo: f.settled))
                                   ?? CallSites.frameSite(of: view, from: f.start, upTo: f.settled)
                           })
        }
        if f.fromSuperview != nil {
            return Problem(rules: [.transitionOwnsViews], key: "fromViewStays")
        }
        return nil
    }

    private func completion(_ s: Scene, _ f: Scene.Flip) -> Problem? {
        let container = s.container
        let didMoves = s.received(f.to, .didMoveToParent, in: f).filter { $0.argumentIs(container) }
        let end = s.transitionEnd(f)
        if let first = didMoves.first, end == nil || first.journalPosition <= end!.index {
            return Problem(rules: [.finishInCompletion], key: "didMoveBeforeEnd", mistake: "C17", location: f.to.site(of: first))
        }
        if let removed = s.removeFromParent(of: f.from, in: f), end == nil || removed.index < end!.index {
            return Problem(rules: [.finishInCompletion], key: "removeBeforeEnd", mistake: "C17")
        }
        guard end != nil else { return Problem(rules: [.finishInCompletion], key: "noFlip") }
        if didMoves.isEmpty { return Problem(rules: [.finishInCompletion], key: "noDidMove", mistake: "A2") }
        if didMoves.count > 1 {
            return Problem(rules: [.finishInCompletion], key: "didMoveTwice", arguments: ["count": String(didMoves.count)])
        }
        if f.fromIsChild { return Problem(rules: [.finishInCompletion], key: "fromStillChild", mistake: "B12") }
        if !f.toIsChild { return Problem(rules: [.finishInCompletion], key: "toNotChild") }
        return nil
    }

    private func appearance(_ s: Scene, _ f: Scene.Flip, index: Int) -> Problem? {
        if let warning = s.diagnostics(flip: index).first(where: { $0.contains("Unbalanced calls") }) {
            let byHand = s.toViewAddedByHand(f) != nil
            return Problem(rules: byHand ? [.balanceBeginEnd, .transitionOwnsViews] : [.balanceBeginEnd],
                           key: byHand ? "unbalancedByHand" : "unbalanced", arguments: ["warning": warning],
                           mistake: byHand ? "C16" : "D22")
        }
        let counts = [(f.from, ProbeViewController.Callback.viewWillDisappear), (f.from, .viewDidDisappear),
                      (f.to, .viewWillAppear), (f.to, .viewDidAppear)]
            .map { ($0.0.label + "." + $0.1.rawValue, s.received($0.0, $0.1, in: f).count) }
            .filter { $0.1 != 1 }
        guard !counts.isEmpty else { return nil }
        if s.transitionStart(f) == nil { return Problem(rules: [.balanceBeginEnd], key: "noFlip") }
        return Problem(rules: [.balanceBeginEnd], key: "appearanceCounts",
                       arguments: ["counts": counts.map { "\($0.0) \($0.1)×" }.joined(separator: ", ")])
    }

    private func judge(_ s: Scene, flip index: Int,
                       _ judgement: (Scene, Scene.Flip) -> Problem?, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = judgement(s, s.flips[index]) { fail(s, flip: index, problem, sourceLocation: sourceLocation) }
    }

    // MARK: Checks

    @Test func bothAreChildrenBeforeTheFlip() {
        guard let s = scene() else { return }
        judge(s, flip: 0, siblings)
    }

    @Test func flipUsesTheRequestedOption() {
        guard let s = scene() else { return }
        judge(s, flip: 0, flipOption)
    }

    @Test func flipTurnsOnlyTheContainerView() {
        guard let s = scene() else { return }
        judge(s, flip: 0, carrier)
    }

    @Test func newViewFillsTheSameContainerView() {
        guard let s = scene() else { return }
        judge(s, flip: 0, placement)
    }

    @Test func containmentFinishesInCompletion() {
        guard let s = scene() else { return }
        judge(s, flip: 0, completion)
    }

    @Test func appearanceArrivesOnceEach() {
        guard let s = scene() else { return }
        judge(s, flip: 0) { s, f in appearance(s, f, index: 0) }
    }

    @Test func flipBackWorks() {
        guard let s = scene(), s.flips.count == 2 else { return }
        // A first flip that went wrong is reported by the checks above; judge the way back only
        // when it left info in topContainer as the only child shown there.
        let first = s.flips[0]
        guard first.toIsChild, !first.fromIsChild, first.toSuperview === s.container.topContainer, first.fromSuperview == nil
        else { return notApplicable("notRunFirstFlipWrong") }
        let judgements: [(Scene, Scene.Flip) -> Problem?] = [
            siblings, flipOption, carrier, placement, completion, { s, f in appearance(s, f, index: 1) },
        ]
        for judgement in judgements {
            if let problem = judgement(s, s.flips[1]) {
                fail(s, flip: 1, problem)
                return
            }
        }
    }

    /// Judged only when `infoController` became a child at all (bothAreChildrenBeforeTheFlip judges
    /// a flip without that). Last, so a flip's other mistakes are named first. The way back needs no
    /// such check: `mapController`'s view was loaded by the given embed, as a child, before any flip.
    @Test func newViewLoadsAsChild() {
        guard let s = scene() else { return }
        let f = s.flips[0]
        guard s.wasAdded(f.to, before: f.settled) else { return notApplicable("notRunNewNeverAdded") }
        judge(s, flip: 0, loadsAsChild)
    }
}
