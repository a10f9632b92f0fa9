internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `cycle-animated` (Listing 5-3): with `old` shown, `cycle(from: old, to: new)` makes
/// both children, lets `transition(from:to:…)` add and remove the views, slides new in from
/// `newViewStartFrame()` to old's frame and old out to `oldViewEndFrame()`, finishes the
/// containment only in the completion (old hears `didMove(toParent: nil)` once, from
/// `removeFromParent()`), and leaves appearance balanced. Virtual time is advanced
/// to look at the swap halfway through its animation and after it.
@Suite(.serialized, .freshSimulator) @MainActor
public struct CycleAnimatedGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any CycleAnimatedContainer.Type)?

    public init() {}

    private func scene() -> CycleAnimatedScene? {
        registered().map { CycleAnimatedScene.play($0) }
    }

    /// The learner's container type; reports a setup problem when the contract set none.
    private func registered() -> (any CycleAnimatedContainer.Type)? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set CycleAnimatedGrader.subject in the contract file.")
            return nil
        }
        return subject
    }

    private func fail(_ s: CycleAnimatedScene, _ rules: [RuleID], _ message: FindingMessage, mistake: String? = nil,
                      embedded: Bool = false, location: Finding.Location? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, message, mistake: mistake, actual: s.actualLines, diagnostics: s.diagnostics,
               expected: { CycleAnimatedScene.expectedLines(embedded: embedded) }, location: location,
               sourceLocation: sourceLocation)
    }

    /// The learner's line that last set `view`'s frame before the transition began (`before`) or after.
    private func frameSite(_ s: CycleAnimatedScene, _ view: UIView?, before: Bool) -> Finding.Location? {
        guard let view else { return nil }
        let began = s.transitionBegan?.index ?? .max
        return before ? CallSites.writeSite(of: view, "frame", "bounds", "center", upTo: began)
            : CallSites.writeSite(of: view, "frame", "bounds", "center", from: began)
    }

    private static let noTransition: FindingMessage = "noTransition"

    @Test func bothAreChildrenWhenTransitionStarts() {
        guard let s = scene() else { return }
        if s.siblingsException != nil {
            // UIKit's own exception text is in the finding's diagnostics.
            let refusedAt = s.siblingsExceptionIndex ?? Int.max
            let message: FindingMessage
            if s.addChildOfNew.map({ $0.index > refusedAt }) ?? true {
                message = "transitionRefusedNewNotChild"
            } else if let removed = s.removeFromParentOfOld, removed.index < refusedAt {
                message = "transitionRefusedOldRemoved"
            } else {
                message = "transitionRefusedNotBothChildren"
            }
            fail(s, [.transitionSiblings], message, mistake: "C15")
            return
        }
        guard let began = s.transitionBegan else {
            // No transition started, so "both are children when it starts" has nothing to judge;
            // transitionAddsTheNewView says transition was never called.
            return notApplicable("notRunNoTransition")
        }
        let warned = s.old.received(.willMoveToParent).first { $0.argumentIs(nil) }
        if let warned, warned.journalPosition > began.index {
            fail(s, [.transitionSiblings], "oldWillMoveNilAfterTransitionBegan")
        } else if warned == nil {
            // Say what did arrive: a willMove to a parent is not a missing willMove(toParent: nil).
            let arrived = ChildCalls.moveCalls(s.old, .willMoveToParent, since: s.start, names: [(s.container, "container")])
            fail(s, [.transitionSiblings],
                 arrived.isEmpty ? "oldWillMoveNilNeverArrived"
                                 : FindingMessage("oldWillMoveOtherArrived", ["calls": arrived.joined(separator: ", ")]))
        } else if ChildCalls.loadedWithoutParent(s.new, since: s.start) != nil {
            // Touching new.view before addChild(new) runs new's viewDidLoad outside containment.
            fail(s, [.addChildFirst], "newViewLoadedBeforeAddChild", mistake: "A6")
        }
    }

    @Test func transitionAddsTheNewView() {
        guard let s = scene() else { return }
        let byHand = s.newViewAddedByHand
        if !byHand.isEmpty {
            fail(s, s.unbalancedWarning == nil ? [.transitionOwnsViews] : [.transitionOwnsViews, .balanceBeginEnd],
                 "newViewAddedByHand",
                 mistake: "C16")
            return
        }
        guard let began = s.transitionBegan else {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) } else { notApplicable("notRunTransitionRefused") }
            return
        }
        let oldRemovedEarly = s.old.viewIfLoaded.map {
            ContainmentJournal.removals(of: $0, since: s.start).contains { $0.index < began.index }
        } ?? false
        if oldRemovedEarly {
            fail(s, [.transitionOwnsViews], "oldViewRemovedBeforeTransition")
        }
    }

    @Test func bothViewsShowDuringAnimation() {
        guard let s = scene() else { return }
        guard s.transitionBegan != nil else {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) } else { notApplicable("notRunTransitionRefused") }
            return
        }
        // A wrong duration was passed: where it was made (`let duration = …` above the call).
        // Read only on failure: a call site is symbolicated, which a passing verdict never pays for.
        func durationMade() -> Finding.Location? {
            s.transitionBegan.flatMap { CallSites.location(ofEntry: $0.index) }.map { CallSites.argumentOrigin($0, label: "duration") }
        }
        if s.duration <= 0 {
            fail(s, [.startAndEndFrames], "swapDidNotAnimate", location: durationMade())
            return
        }
        // The task's swap lasts 0.25 s; the duration is in seconds (250 would slide for minutes).
        if abs(s.duration - CycleAnimatedScene.nominalDuration) > 0.001, s.transitionBegan != nil {
            fail(s, [.startAndEndFrames], FindingMessage("swapDurationWrong", ["duration": Timeline.format(s.duration)]),
                 location: durationMade())
            return
        }
        let mid = s.midway
        if !mid.newInWindow || mid.newSuperview !== s.slot {
            fail(s, [.transitionOwnsViews], FindingMessage("midwayNewViewMissing", ["time": Timeline.format(mid.time)]))
        } else if !mid.oldInWindow || mid.oldSuperview !== s.slot {
            fail(s, [.transitionOwnsViews], FindingMessage("midwayOldViewGone", ["time": Timeline.format(mid.time)]))
        }
    }

    @Test func onlyNewViewAfterAnimation() {
        guard let s = scene() else { return }
        let after = s.after
        if !after.newInWindow || after.newSuperview !== s.slot {
            fail(s, [.transitionOwnsViews], "afterNewViewNotInPlace",
                 mistake: s.siblingsException == nil ? nil : "C15")
        } else if after.oldSuperview != nil {
            fail(s, [.transitionOwnsViews], "afterOldViewStays",
                 mistake: s.removeFromParentOfOld == nil ? nil : "B12")
        }
    }

    @Test func framesMoveFromStartToEnd() {
        guard let s = scene() else { return }
        guard s.transitionBegan != nil else {
            if s.siblingsException == nil { fail(s, [.startAndEndFrames], Self.noTransition) } else { notApplicable("notRunTransitionRefused") }
            return
        }
        if failsOnAFrame(s) { return }
        let endFrame = s.container.oldViewEndFrame()
        let newView = s.new.viewIfLoaded
        let oldView = s.old.viewIfLoaded
        if !s.animatedFrameChanges(of: newView).contains(where: { $0.to.isClose(to: s.oldFrame) })
            || !s.animatedFrameChanges(of: oldView).contains(where: { $0.to.isClose(to: endFrame) }) {
            // The line that moved a view without animating it, after the transition began.
            let began = s.transitionBegan?.index ?? 0
            let jumped = [newView, oldView].lazy.compactMap { $0 }
                .compactMap { CallSites.writeSite(of: $0, "frame", "bounds", "center", from: began, outsideAnimation: true) }.first
            fail(s, [.startAndEndFrames], "framesSetOutsideAnimation", location: jumped)
        } else {
            embeddedFramesMoveFromStartToEnd()
        }
    }

    /// The same frames, with the container embedded in a parent that places its view 20 points
    /// down: its `frame` is then not its `bounds`, and the views must still start and end where
    /// they did at the origin (old's frame and the given helpers, all in the container's bounds).
    private func embeddedFramesMoveFromStartToEnd() {
        guard let subject = Self.subject else { return }
        let s = CycleAnimatedScene.play(subject, embedded: true)
        guard s.transitionBegan != nil else { return }
        _ = failsOnAFrame(s, embedded: true)
    }

    /// Reports the first view that did not start or end where it should: the new view's start,
    /// its end (old's frame), the old view's end. `embedded`: the scene with the container placed
    /// off the origin (the messages say where). False when all three are right.
    private func failsOnAFrame(_ s: CycleAnimatedScene, embedded: Bool = false) -> Bool {
        let startFrame = s.container.newViewStartFrame()
        let endFrame = s.container.oldViewEndFrame()
        let newView = s.new.viewIfLoaded
        let oldView = s.old.viewIfLoaded
        func fail(_ key: String, _ frame: CGRect, _ expected: CGRect, _ view: UIView?, before: Bool) -> Bool {
            var arguments = ["frame": frame.short, "expected": expected.short]
            if embedded {
                let origin = s.container.view.frame.origin
                arguments["origin"] = "(\(Int(origin.x)), \(Int(origin.y)))"
            }
            self.fail(s, [.startAndEndFrames], FindingMessage(key + (embedded ? "WhenEmbedded" : ""), arguments),
                      embedded: embedded, location: frameSite(s, view, before: before))
            return true
        }
        if let shownAt = s.new.received(.viewWillAppear).first?.frame, !shownAt.isClose(to: startFrame) {
            return fail("newViewStartedAt", shownAt, startFrame, newView, before: true)
        }
        if let frame = newView?.frame, !frame.isClose(to: s.oldFrame) {
            return fail("newViewEndedAt", frame, s.oldFrame, newView, before: false)
        }
        if let frame = oldView?.frame, !frame.isClose(to: endFrame) {
            return fail("oldViewEndedAt", frame, endFrame, oldView, before: false)
        }
        return false
    }

    @Test func containmentFinishesInCompletion() {
        guard let s = scene() else { return }
        let didMoves = s.new.received(.didMoveToParent).filter { $0.argumentIs(s.container) }
        let endIndex = s.transitionEnded?.index
        if let early = didMoves.first, !early.hadSuperview {
            fail(s, [.didMoveAfterView], "newDidMoveBeforeView", mistake: "A3")
            return
        }
        guard let began = s.transitionBegan else {
            // No transition ran: nothing "ended before" anything. Say so, and whether the calls
            // ran in the completion of the learner's own animation instead.
            guard s.siblingsException == nil else { return notApplicable("notRunTransitionRefused") }
            if let removed = s.removeFromParentOfOld, let own = s.ownAnimationEnd(before: removed.index) {
                fail(s, [.finishInCompletion],
                     FindingMessage("finishedInOwnAnimationWithoutTransition", ["time": Timeline.format(own.time)]))
            } else {
                fail(s, [.finishInCompletion], Self.noTransition)
            }
            return
        }
        if let early = didMoves.first, let endIndex, early.journalPosition < endIndex {
            fail(s, [.finishInCompletion], timing("newDidMove", at: early.journalPosition, s, began: began), mistake: "C17")
        } else if let removed = s.removeFromParentOfOld, endIndex == nil || removed.index < endIndex! {
            fail(s, [.finishInCompletion], timing("oldRemoveFromParent", at: removed.index, s, began: began), mistake: "C17")
        } else if let (prefix, position) = finishedInOwnAnimation(s, began: began), let ended = s.transitionEnded {
            // After the transition ended, but from the completion of an animation of the learner's
            // own (a delay "as long as the slide"): timers that only happen to end together.
            let time = Timeline.format(s.time(atJournalPosition: position))
            fail(s, [.finishInCompletion],
                 FindingMessage(prefix + "InOwnAnimationAfterTransition", ["time": time, "end": Timeline.format(ended.time)]),
                 mistake: "C17", location: CallSites.location(ofEntry: position))
        } else if s.midway.oldIsChild == false && s.transitionEnded != nil && s.duration > 0 {
            fail(s, [.finishInCompletion], FindingMessage("oldNotChildMidway", ["time": Timeline.format(s.midway.time)]),
                 mistake: "C17")
        } else if endIndex == nil {
            fail(s, [.finishInCompletion], Self.noTransition)
        } else if didMoves.isEmpty {
            fail(s, [.finishInCompletion, .didMoveAfterView], "newDidMoveNeverArrived")
        } else if didMoves.count > 1 {
            fail(s, [.didMoveAfterView], FindingMessage("newDidMoveRepeated", ["count": "\(didMoves.count)"]))
        } else if s.removeFromParentOfOld != nil, oldDidMovesToNil(s).count > 1 {
            // removeFromParent() sends old its didMove(toParent: nil); one sent by hand makes two.
            let heard = oldDidMovesToNil(s)
            let removedAt = s.removeFromParentOfOld.flatMap { CallSites.location(ofEntry: $0.index) }
            let byHand = heard.lazy.compactMap { CallSites.location(ofEntry: $0.index) }.first { $0.line != removedAt?.line }
            fail(s, [.removeFromParentLast], FindingMessage("oldDidMoveNilRepeated", ["count": "\(heard.count)"]),
                 location: byHand)
        } else if s.removeFromParentOfOld == nil || s.after.oldIsChild {
            fail(s, [.finishInCompletion], "oldStillChildAfterSwap")
        }
    }

    /// The first containment call of the finish (`old.removeFromParent()`, `new.didMove(toParent:)`)
    /// that ran in the completion of one of the learner's own `UIView` animations started after the
    /// transition began, not in the transition's completion: its message-key prefix and journal position.
    private func finishedInOwnAnimation(_ s: CycleAnimatedScene, began: JournalEntry) -> (String, Int)? {
        let newID = ObjectIdentifier(s.new)
        let newDidMove = ContainmentJournal.first(since: s.start) {
            if case let .didMove(child, parent) = $0 { return child.id == newID && parent != nil } else { return false }
        }
        let calls = [("oldRemoveFromParent", s.removeFromParentOfOld?.index), ("newDidMove", newDidMove?.index)]
            .compactMap { prefix, position in position.map { (prefix, $0) } }
            .sorted { $0.1 < $1.1 }
        return calls.first { _, position in s.ownAnimationEnd(before: position).map { $0.index > began.index } ?? false }
    }

    /// Every `didMove(toParent: nil)` old heard during the swap, from the journal, in order.
    private func oldDidMovesToNil(_ s: CycleAnimatedScene) -> [JournalEntry] {
        let id = ObjectIdentifier(s.old)
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= s.start, case let .didMove(child, parent) = entry.event else { return false }
            return child.id == id && parent == nil
        }
    }

    /// When a call that belongs in the transition's completion ran, from the journal: before the
    /// transition began, in the completion of the learner's own `UIView` animation, or while the
    /// transition's animation was running. `prefix` + "BeforeTransition" / "InOwnAnimationCompletion"
    /// / "DuringAnimation" is the message key.
    private func timing(_ prefix: String, at position: Int, _ s: CycleAnimatedScene, began: JournalEntry) -> FindingMessage {
        let time = Timeline.format(s.time(atJournalPosition: position))
        if position <= began.index { return FindingMessage(prefix + "BeforeTransition") }
        if let own = s.ownAnimationEnd(before: position), own.index > began.index {
            return FindingMessage(prefix + "InOwnAnimationCompletion", ["time": time])
        }
        return FindingMessage(prefix + "DuringAnimation", ["time": time])
    }

    /// A swap back to the first child works as the first swap did: nothing the first swap set
    /// aside (a busy flag, the child remembered as shown) still stands in the way.
    @Test func cyclesBackAfterASwap() {
        guard let subject = registered() else { return }
        let s = CycleBackScene.play(subject)
        // The first swap's own checks say what went wrong with it.
        guard s.firstFinished else { return notApplicable("notRunFirstSwapUnfinished") }
        guard !s.backFinished else { return }
        // Refused outright: what the first swap kept was never let go when it ended — the last
        // line its completion ran, where that belongs.
        let lastOfFirst = s.backBegan == nil
            ? CallSites.lastLocation(inEntries: s.start..<s.backStart) : nil
        report(rules: [.finishInCompletion], FindingMessage(s.backBegan == nil ? "cycleBackIgnored" : "cycleBackUnfinished"),
               actual: s.actualLines, diagnostics: s.diagnostics, expected: { CycleBackScene.expectedLines() },
               location: lastOfFirst)
    }

    @Test func appearanceArrivesOnceEach() {
        guard let s = scene() else { return }
        let direct = ChildCalls.directAppearanceCalls(to: s.old, since: s.start).map { ("old", $0) }
            + ChildCalls.directAppearanceCalls(to: s.new, since: s.start).map { ("new", $0) }
        if !direct.isEmpty || !ChildCalls.directCallWarnings(since: s.start).isEmpty {
            let callbacks = direct.isEmpty
                ? ChildCalls.warnedSelectors(since: s.start)
                : direct.map { "\($0.0).\(ChildCalls.apiName($0.1.callback))" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    .joined(separator: ", ")
            fail(s, [.neverCallViewWillAppear], FindingMessage("appearanceCalledDirectly", ["callbacks": callbacks]), mistake: "D20")
            return
        }
        if let warning = s.unbalancedWarning {
            let byHand = !s.newViewAddedByHand.isEmpty
            fail(s, byHand ? [.balanceBeginEnd, .transitionOwnsViews] : [.balanceBeginEnd],
                 FindingMessage(byHand ? "unbalancedNewViewAddedByHand" : "unbalancedBeginEnd", ["warning": warning]),
                 mistake: byHand ? "C16" : "D22")
            return
        }
        // begin/end appearance calls of the container's own (UIKitSim journals only those) while
        // automatic forwarding is on: the transition already sends the appearance (D19), and a
        // nested begin is absorbed without a warning, so the counts alone can look right.
        if s.container.shouldAutomaticallyForwardAppearanceMethods,
           let forwarded = ChildCalls.firstHandForwarding(to: s.new, since: s.start)
                ?? ChildCalls.firstHandForwarding(to: s.old, since: s.start) {
            fail(s, [.balanceBeginEnd], FindingMessage("appearanceForwardedOnTopOfTransition", ["call": forwarded.text]),
                 location: CallSites.location(ofEntry: forwarded.index))
            return
        }
        let counts = [
            ("old.viewWillDisappear", s.old.count(.viewWillDisappear)), ("old.viewDidDisappear", s.old.count(.viewDidDisappear)),
            ("new.viewWillAppear", s.new.count(.viewWillAppear)), ("new.viewDidAppear", s.new.count(.viewDidAppear)),
        ]
        let wrong = counts.filter { $0.1 != 1 }
        guard !wrong.isEmpty else { return }
        if s.transitionBegan == nil {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) } else { notApplicable("notRunTransitionRefused") }
            return
        }
        fail(s, [.balanceBeginEnd],
             FindingMessage("appearanceCounts", ["counts": wrong.map { "\($0.0) \($0.1)×" }.joined(separator: ", ")]))
    }
}
