internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `navigation-stack`: over appear → push(A) → push(B) → pop → pop → pop (at the root),
/// not animated then animated, `stack` is `children` at every step; only the top's view is in the
/// hierarchy, at `frameForContent()`; a pushed child hears willMove → will/did-appear → didMove
/// (after its view is in place and any animation), the covered one only disappears; a popped one
/// hears willMove(nil) first, loses its view before `removeFromParent()`, disappears once and is
/// released, the revealed one appears; pushing a stacked controller changes nothing. Root and each
/// pushed child are children before their views are used (add-child-first), and a swap made with
/// `transition(from:to:…)` leaves adding the to-view to it (transition-owns-views).
@Suite(.serialized, .freshSimulator) @MainActor
public struct NavigationStackGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any NavigationStackContainer.Type)?

    public init() {}

    /// A check's verdict on one scene: what to report, and from which step to show timelines.
    struct Failure {
        let rules: [RuleID]
        let message: FindingMessage
        var mistake: String? = nil
        let step: Int
        /// The learner's line behind a judged value, when one decided it (else the timeline places it).
        var location: Finding.Location? = nil
    }

    /// Plays the scene not animated, then animated, stopping at the first failure, and reports it.
    /// With `needsAChild`, a container that never added or showed any controller (the untouched
    /// starter) makes the check "not run": an empty stack equal to no children is no pass.
    private func judge(duplicates: Bool = false, modes: [Bool] = [false, true], needsAChild: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation,
                       _ evaluate: (NavigationStackScene) -> Failure?) {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set NavigationStackGrader.subject in the contract file.")
            return
        }
        for animated in modes {
            let scene = NavigationStackScene.play(subject, animated: animated, duplicates: duplicates)
            if needsAChild, scene.nothingAddedOrShown { return notApplicable("notRunNothingAdded", sourceLocation: sourceLocation) }
            guard let failure = evaluate(scene) else { continue }
            report(rules: failure.rules, failure.message, mistake: failure.mistake,
                   actual: scene.lines(from: failure.step), diagnostics: scene.diagnostics(from: failure.step),
                   expected: { NavigationStackScene.expectedLines(animated: animated, duplicates: duplicates, from: failure.step) },
                   location: failure.location, sourceLocation: sourceLocation)
            return
        }
    }

    /// The line that hid or faded one of the `labels`' views instead of removing it, if one did,
    /// by the end of step `step`.
    private func concealed(_ s: NavigationStackScene, _ labels: [String], by step: Int) -> Finding.Location? {
        s.probes.filter { labels.contains($0.label) }.lazy.compactMap(\.viewIfLoaded)
            .compactMap { CallSites.writeSite(of: $0, "isHidden", "alpha", upTo: s.marks[step + 1]) }.first
    }

    private static func list(_ labels: [String]) -> String { "[" + labels.joined(separator: ", ") + "]" }

    // MARK: - The stack

    @Test func stackIsChildrenAtEveryStep() {
        judge(needsAChild: true) { s in
            for (index, snap) in s.snapshots.enumerated() where snap.stack != snap.children {
                return Failure(rules: [.childrenIsTruth],
                               message: FindingMessage("stackDrifts", ["step": snap.step, "stack": Self.list(snap.stack),
                                                                       "children": Self.list(snap.children)]),
                               mistake: "G35", step: index, location: CallSites.answerSite(of: "stack"))
            }
            return nil
        }
    }

    @Test func childrenFollowPushAndPop() {
        judge { s in
            for (index, snap) in s.snapshots.enumerated() {
                if snap.children != snap.expected {
                    let args = ["step": snap.step, "children": Self.list(snap.children), "expected": Self.list(snap.expected)]
                    if index == 0 {
                        return Failure(rules: [.childrenIsTruth], message: FindingMessage("rootNotChild", args), step: index)
                    }
                    if let popped = snap.expectedReturn, popped != "nil", snap.children.contains(popped) {
                        return Failure(rules: [.removeFromParentLast],
                                       message: FindingMessage("poppedStillChild", args.merging(["name": popped]) { $1 }), step: index)
                    }
                    if snap.returned == nil, let pushed = snap.expected.last, !snap.children.contains(pushed) {
                        return Failure(rules: [.childrenIsTruth],
                                       message: FindingMessage("pushedNotChild", args.merging(["name": pushed]) { $1 }), step: index)
                    }
                    return Failure(rules: [.childrenIsTruth], message: FindingMessage("childrenMismatch", args), step: index)
                }
                if let returned = snap.returned, let expected = snap.expectedReturn, returned != expected {
                    return Failure(rules: [.childrenIsTruth],
                                   message: FindingMessage("popReturned", ["step": snap.step, "returned": returned, "expected": expected]),
                                   step: index, location: CallSites.answerSite(of: "pop"))
                }
            }
            // Popping at the root (the last step) must not touch root at all.
            let last = s.snapshots.count - 1
            let touched = s.received(s.root, in: last).map(\.callback.rawValue)
            if !touched.isEmpty {
                return Failure(rules: [.childrenIsTruth],
                               message: FindingMessage("popAtRootTouchedRoot", ["step": s.snapshots[last].step,
                                                                               "callbacks": touched.joined(separator: ", ")]),
                               step: last)
            }
            return nil
        }
    }

    // MARK: - Views

    @Test func onlyTopViewIsShown() {
        judge(needsAChild: true) { s in
            if let failure = rootAppearsWithTheContainer(s) { return failure }
            for (index, snap) in s.snapshots.enumerated() {
                if let failure = viewAddedBeforeTransition(s, step: index) { return failure }
                guard let top = snap.expected.last, snap.children == snap.expected else { continue }
                let others = snap.shownViews.filter { $0 != top }
                let popped = others.filter { !snap.children.contains($0) }
                if !popped.isEmpty {
                    return Failure(rules: [.removeFromParentLast],
                                   message: FindingMessage("poppedViewStays", ["step": snap.step, "name": popped.joined(separator: ", ")]),
                                   mistake: "B12", step: index, location: concealed(s, popped, by: index))
                }
                if !others.isEmpty {
                    return Failure(rules: [.appearanceMatchesVisibility],
                                   message: FindingMessage("coveredViewStays", ["step": snap.step, "name": others.joined(separator: ", "), "top": top]),
                                   mistake: "D25", step: index, location: concealed(s, others, by: index))
                }
                guard snap.shownViews.contains(top), let frame = snap.topFrame else {
                    return Failure(rules: [.appearanceMatchesVisibility],
                                   message: FindingMessage("topViewMissing", ["step": snap.step, "top": top]), step: index)
                }
                if !frame.isClose(to: snap.contentFrame) {
                    return Failure(rules: [.didMoveAfterView],
                                   message: FindingMessage("topFrameWrong", ["step": snap.step, "top": top, "frame": frame.short,
                                                                            "expected": snap.contentFrame.short]),
                                   step: index,
                                   // The write that placed it in this step, not a later step's.
                                   location: s.probes.first { $0.label == top }?.viewIfLoaded
                                       .flatMap { CallSites.frameSite(of: $0, from: s.marks[index], upTo: s.marks[index + 1]) })
                }
            }
            return nil
        }
    }

    /// A step that swaps with `transition(from:to:…)` must let it add the to-view (mistake C16):
    /// an insertion of that view during the step before the transition began is the learner's
    /// own — how cycle-animated and flip-in-container-view see it. Only containers that call
    /// `transition(from:to:…)` are judged; one that animates with `UIView.animate` adds the view itself.
    private func viewAddedBeforeTransition(_ s: NavigationStackScene, step: Int) -> Failure? {
        guard step + 1 < s.marks.count else { return nil }
        let container = ObjectIdentifier(s.container)
        for entry in Simulator.journal.entries where entry.index >= s.marks[step] && entry.index < s.marks[step + 1] {
            guard case let .transitionBegan(parent, _, to, _) = entry.event, parent.id == container,
                  let probe = s.probes.first(where: { ObjectIdentifier($0) == to.id }), let view = probe.viewIfLoaded,
                  let byHand = ContainmentJournal.insertions(of: view, since: s.marks[step], before: entry.index).first
            else { continue }
            return Failure(rules: [.transitionOwnsViews],
                           message: FindingMessage("viewAddedBeforeTransition", ["step": s.snapshots[step].step, "name": probe.label]),
                           mistake: "C16", step: step, location: CallSites.location(ofEntry: byHand.index))
        }
        return nil
    }

    /// Root is the top when the container appears: its view must be in place by then, so root
    /// hears viewWillAppear before the container's viewDidAppear, and each appearance callback
    /// once (root made a child only after the container appeared gets them late, and the
    /// container's first frame is empty). Judged only when root did end up a child.
    private func rootAppearsWithTheContainer(_ s: NavigationStackScene) -> Failure? {
        let snap = s.snapshots[0]
        guard snap.children == snap.expected else { return nil }
        let id = ObjectIdentifier(s.container)
        let appeared = Simulator.journal.entries.first {
            guard $0.index >= s.marks[0], $0.index < s.marks[1] else { return false }
            if case let .viewDidAppear(ref, _) = $0.event { return ref.id == id }
            return false
        }
        let willAppear = s.received(s.root, .viewWillAppear, in: 0)
        let didAppear = s.received(s.root, .viewDidAppear, in: 0)
        // Where the learner made root a child, to point at.
        let added = Simulator.journal.entries.first {
            guard $0.index >= s.marks[0], $0.index < s.marks[1] else { return false }
            if case let .addChild(_, child) = $0.event { return child.id == ObjectIdentifier(s.root) }
            return false
        }
        let location = added.flatMap { CallSites.location(ofEntry: $0.index) }
        // A probe records after UIKit journals the callback: its position is the entry's index + 1.
        if let appeared, let first = willAppear.first, first.journalPosition > appeared.index {
            return Failure(rules: [.appearanceMatchesVisibility],
                           message: FindingMessage("rootAppearedLate", ["step": snap.step]), step: 0, location: location)
        }
        if willAppear.count != 1 || didAppear.count != 1 {
            return Failure(rules: [.appearanceMatchesVisibility],
                           message: FindingMessage("rootAppearance", ["step": snap.step, "will": String(willAppear.count),
                                                                      "did": String(didAppear.count)]),
                           step: 0, location: location)
        }
        return nil
    }

    // MARK: - Push

    /// A controller the container makes its child (root by the time the container is on screen, A
    /// and B when pushed) must be its child before its view is used: its `viewWillAppear` arriving
    /// while it was not the container's child (its view went into the on-screen hierarchy before
    /// `addChild`), or its `viewDidLoad` running with no parent (its view was touched before
    /// `addChild`, as when it goes into the container's view in `viewDidLoad`), breaks
    /// add-child-first — the add-child grader's two signs (ChildCalls). `from` is where the step's
    /// look starts (root may be added as early as `init`, before the scene's first mark).
    private func addedBeforeItsView(_ s: NavigationStackScene, _ probe: ProbeViewController, step: Int,
                                    from: Int) -> Failure? {
        let args = ["step": s.snapshots[step].step, "name": probe.label]
        let end = s.marks[step + 1]
        if let appeared = ChildCalls.appearedOutside(probe, parent: s.container, since: from), appeared.journalPosition <= end {
            return Failure(rules: [.addChildFirst], message: FindingMessage("pushedAppearedBeforeAdd", args), mistake: "A6",
                           step: step)
        }
        if let loaded = ChildCalls.loadedWithoutParent(probe, since: from), loaded.journalPosition <= end {
            return Failure(rules: [.addChildFirst], message: FindingMessage("viewLoadedBeforeAddChild", args), mistake: "A6",
                           step: step)
        }
        return nil
    }

    /// Root is a child once the container is on screen: its move in must be finished like a
    /// pushed child's, with didMove(toParent: container) once by then (however early root was
    /// added, even from init). Judged only when root is a child after the appearance.
    private func rootToldItMoved(_ s: NavigationStackScene) -> Failure? {
        let snap = s.snapshots[0]
        guard snap.children.contains(s.root.label) else { return nil }
        let didMoves = s.root.received.filter {
            $0.callback == .didMoveToParent && $0.argumentIs(s.container) && $0.journalPosition <= s.marks[1]
        }
        var args = ["step": snap.step, "name": s.root.label]
        // Told before its view was in the container (before the window is fine: root may be
        // added from viewDidLoad), as a pushed child may not be: that call.
        if didMoves.count == 1 {
            guard !didMoves[0].hadSuperview else { return nil }
            return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedDidMoveBeforeView", args), mistake: "A3",
                           step: 0, location: s.root.site(of: didMoves[0]))
        }
        // Where root's view went in (the move's last step before didMove), else where it became a child.
        let inserted = s.root.viewIfLoaded.flatMap { ContainmentJournal.insertions(of: $0, since: 0).last { $0.index < s.marks[1] } }
        let added = Simulator.journal.entries.last {
            guard $0.index < s.marks[1] else { return false }
            if case let .addChild(_, child) = $0.event { return child.id == ObjectIdentifier(s.root) }
            return false
        }
        let location = (inserted ?? added).flatMap { CallSites.location(ofEntry: $0.index) }
        if didMoves.isEmpty {
            return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedNoDidMove", args), mistake: "A2",
                           step: 0, location: location)
        }
        args["count"] = String(didMoves.count)
        return Failure(rules: [.didMoveAfterView, .addOnce], message: FindingMessage("pushedDidMoveTwice", args), step: 0)
    }

    @Test func pushedChildHearsMoveAndAppearanceOnce() {
        judge { s in
            // Judged only when root did become a child by the time the container appeared.
            if s.snapshots[0].children.contains(s.root.label),
               let failure = addedBeforeItsView(s, s.root, step: 0, from: 0) { return failure }
            if let failure = rootToldItMoved(s) { return failure }
            for step in [1, 2] {
                let snap = s.snapshots[step]
                guard let name = snap.expected.last, let probe = s.probe(labelled: name) else { continue }
                let willMoves = s.received(probe, .willMoveToParent, in: step).filter { $0.argumentIs(s.container) }
                let didMoves = s.received(probe, .didMoveToParent, in: step).filter { $0.argumentIs(s.container) }
                let willAppear = s.received(probe, .viewWillAppear, in: step)
                let didAppear = s.received(probe, .viewDidAppear, in: step)
                var args = ["step": snap.step, "name": name]
                if willMoves.count > 1 {
                    args["count"] = String(willMoves.count)
                    return Failure(rules: [.addOnce], message: FindingMessage("pushedWillMoveTwice", args), mistake: "A4", step: step)
                }
                if willMoves.isEmpty {
                    return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedNoWillMove", args), step: step)
                }
                if let failure = addedBeforeItsView(s, probe, step: step, from: s.marks[step]) { return failure }
                if didMoves.isEmpty {
                    return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedNoDidMove", args), mistake: "A2", step: step)
                }
                if didMoves.count > 1 {
                    args["count"] = String(didMoves.count)
                    return Failure(rules: [.didMoveAfterView, .addOnce], message: FindingMessage("pushedDidMoveTwice", args), step: step)
                }
                let didMove = didMoves[0]
                if !didMove.hadSuperview || !didMove.inWindow {
                    return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedDidMoveBeforeView", args),
                                   mistake: "A3", step: step, location: probe.site(of: didMove))
                }
                if let running = s.animationRunning(at: didMove.journalPosition, in: step) {
                    args["time"] = Timeline.format(didMove.time)
                    args["end"] = Timeline.format(running.began + running.duration)
                    return Failure(rules: [.finishInCompletion], message: FindingMessage("pushedDidMoveDuringAnimation", args),
                                   mistake: "C17", step: step, location: probe.site(of: didMove))
                }
                if willAppear.count != 1 || didAppear.count != 1 {
                    args["will"] = String(willAppear.count)
                    args["did"] = String(didAppear.count)
                    return Failure(rules: [.appearanceMatchesVisibility], message: FindingMessage("pushedAppearance", args), step: step)
                }
                if !willAppear[0].isMovingToParent || !didAppear[0].isMovingToParent {
                    return Failure(rules: [.didMoveAfterView], message: FindingMessage("pushedNotMovingToParent", args), step: step)
                }
            }
            return nil
        }
    }

    @Test func coveredAndRevealedChildrenHearAppearance() {
        judge(needsAChild: true) { s in
            // push(A) covers root, push(B) covers A; pop() reveals A, the next pop() reveals root.
            for (step, name, covered) in [(1, "root", true), (2, "A", true), (3, "A", false), (4, "root", false)] {
                guard let probe = s.probe(labelled: name) else { continue }
                let snap = s.snapshots[step]
                var args = ["step": snap.step, "name": name]
                // A controller that was not on the stack before is childrenFollowPushAndPop's to report.
                guard s.snapshots[step - 1].children.contains(name) else { continue }
                if covered && !snap.children.contains(name) {
                    return Failure(rules: [.childrenIsTruth], message: FindingMessage("coveredRemoved", args), step: step)
                }
                let moves = s.received(probe, in: step).filter { $0.callback == .willMoveToParent || $0.callback == .didMoveToParent }
                if !moves.isEmpty {
                    args["callbacks"] = moves.map(\.callback.rawValue).joined(separator: ", ")
                    return Failure(rules: [.childrenIsTruth], message: FindingMessage("stayingChildMoved", args), step: step)
                }
                let will = s.received(probe, covered ? .viewWillDisappear : .viewWillAppear, in: step).count
                let did = s.received(probe, covered ? .viewDidDisappear : .viewDidAppear, in: step).count
                if will != 1 || did != 1 {
                    args["will"] = String(will)
                    args["did"] = String(did)
                    return Failure(rules: [.appearanceMatchesVisibility],
                                   message: FindingMessage(covered ? "coveredAppearance" : "revealedAppearance", args),
                                   mistake: covered && will == 0 ? "D25" : nil, step: step)
                }
            }
            return nil
        }
    }

    // MARK: - Pop

    @Test func poppedChildLeavesInOrder() {
        judge(needsAChild: true) { s in
            for (step, name) in [(3, "B"), (4, "A")] {
                guard let probe = s.probe(labelled: name) else { continue }
                let snap = s.snapshots[step]
                var args = ["step": snap.step, "name": name]
                // A controller that never got on the stack is childrenFollowPushAndPop's to report.
                guard s.snapshots[step - 1].children.contains(name) else { continue }
                let willMoves = s.received(probe, .willMoveToParent, in: step).filter { $0.argumentIs(nil) }
                let didMoves = s.received(probe, .didMoveToParent, in: step).filter { $0.argumentIs(nil) }
                let willDisappear = s.received(probe, .viewWillDisappear, in: step)
                let didDisappear = s.received(probe, .viewDidDisappear, in: step)
                let ended = s.removeFromParentEntry(probe, in: step)
                let removal = s.viewRemovalEntry(probe, in: step)
                if willMoves.isEmpty {
                    return Failure(rules: [.willMoveNilFirst], message: FindingMessage("poppedNoWillMove", args),
                                   mistake: didMoves.isEmpty ? nil : "B10", step: step)
                }
                if willMoves.count > 1 {
                    args["count"] = String(willMoves.count)
                    return Failure(rules: [.willMoveNilFirst], message: FindingMessage("poppedWillMoveTwice", args), step: step)
                }
                let first = willMoves[0]
                if !first.parentIs(s.container) || !first.hadSuperview
                    || willDisappear.contains(where: { $0.journalPosition < first.journalPosition }) {
                    return Failure(rules: [.willMoveNilFirst], message: FindingMessage("poppedWillMoveLate", args), step: step)
                }
                guard let ended else {
                    return Failure(rules: [.removeFromParentLast], message: FindingMessage("poppedNotRemoved", args), step: step)
                }
                if let removal, removal.index > ended.index {
                    return Failure(rules: [.removeFromParentLast], message: FindingMessage("poppedParentBeforeView", args),
                                   mistake: "B11", step: step)
                }
                if removal == nil {
                    return Failure(rules: [.removeFromParentLast], message: FindingMessage("poppedViewNotRemoved", args),
                                   mistake: "B12", step: step)
                }
                if didMoves.count > 1 {
                    args["count"] = String(didMoves.count)
                    return Failure(rules: [.removeFromParentLast], message: FindingMessage("poppedDidMoveTwice", args), step: step)
                }
                if let running = s.animationRunning(at: ended.index, in: step) {
                    args["time"] = Timeline.format(ended.time)
                    args["end"] = Timeline.format(running.began + running.duration)
                    return Failure(rules: [.finishInCompletion], message: FindingMessage("poppedRemovedDuringAnimation", args),
                                   mistake: "C17", step: step)
                }
                if willDisappear.count != 1 || didDisappear.count != 1 {
                    args["will"] = String(willDisappear.count)
                    args["did"] = String(didDisappear.count)
                    return Failure(rules: [.appearanceMatchesVisibility], message: FindingMessage("poppedDisappearance", args), step: step)
                }
                if !willDisappear[0].isMovingFromParent {
                    return Failure(rules: [.willMoveNilFirst], message: FindingMessage("poppedNotMovingFromParent", args), step: step)
                }
            }
            return nil
        }
    }

    @Test func poppedChildIsReleased() {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set NavigationStackGrader.subject in the contract file.")
            return
        }
        for animated in [false, true] {
            let tracker = ReleaseTracker()
            // The scene lives only inside this closure: afterwards the grader holds no reference to
            // A or B, so only the container (or UIKit) could keep them alive.
            let (container, window, actual, diagnostics, removed, nothing): (UIViewController, UIWindow, [String], [String], Bool, Bool) = {
                let s = NavigationStackScene.play(subject, animated: animated)
                tracker.watch(s.a, as: "A")
                tracker.watch(s.b, as: "B")
                let removed = !s.container.children.contains { $0 === s.a || $0 === s.b }
                return (s.container, s.window, s.lines(from: 3), s.diagnostics(from: 3), removed, s.nothingAddedOrShown)
            }()
            Simulator.runUntilIdle()
            defer { withExtendedLifetime((container, window)) {} }
            // Nothing was ever pushed: releasing what was never kept proves nothing.
            if nothing { return notApplicable("notRunNothingAdded") }
            let alive = tracker.stillAlive
            guard !alive.isEmpty, removed else { continue }
            report(rules: [.releaseRemovedChild],
                   FindingMessage("poppedStillAlive", ["names": alive.joined(separator: ", "), "animated": animated ? "true" : "false"]),
                   mistake: "B12", actual: actual, diagnostics: diagnostics,
                   expected: { NavigationStackScene.expectedLines(animated: animated, from: 3) },
                   location: CallSites.retentionSite())
            return
        }
    }

    // MARK: - Refusing a controller already on the stack

    @Test func pushingAStackedControllerChangesNothing() {
        judge(duplicates: true, modes: [false], needsAChild: true) { s in
            for step in [2, 3] {
                let before = s.snapshots[step - 1], after = s.snapshots[step]
                let heard = s.probes.flatMap { probe in s.received(probe, in: step).map { "\(probe.label).\($0.callback.rawValue)" } }
                if after.children != before.children || !heard.isEmpty || after.shownViews != before.shownViews {
                    return Failure(rules: [.addOnce],
                                   message: FindingMessage("duplicatePushChanged", [
                                       "step": after.step, "before": Self.list(before.children), "after": Self.list(after.children),
                                       "callbacks": heard.isEmpty ? "—" : heard.joined(separator: ", "),
                                   ]),
                                   mistake: "A9", step: step)
                }
            }
            return nil
        }
    }
}
