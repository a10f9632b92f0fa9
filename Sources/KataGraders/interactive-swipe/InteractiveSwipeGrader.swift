internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `interactive-swipe`: a right-edge pan drives `handleSwipe(_:)`. On `.began` the next
/// section becomes a child beside the current one with both appearances begun and the current
/// one warned with `willMove(toParent: nil)`; `.changed` only moves the new view with the finger;
/// a release past half the width or faster than 500 pt/s finishes (containment and did-callbacks
/// after the animation; the current one warned once), anything else — and the system's
/// `.cancelled` — cancels, reversing each child's appearance; after either, the next swipe
/// works. Every check replays a short scene with simulated swipes.
@Suite(.serialized, .freshSimulator) @MainActor
public struct InteractiveSwipeGrader {
    typealias Scene = InteractiveSwipeScene
    typealias Swipe = InteractiveSwipeScene.Swipe

    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any InteractiveSwipeContainer.Type)?

    public init() {}

    private func play(sections: Int = 3, _ swipes: [Swipe]) -> Scene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set InteractiveSwipeGrader.subject in the contract file.")
            return nil
        }
        let scene = Scene.play(subject, sections: sections, swipes: swipes)
        guard scene.runs.count == swipes.count, scene.runs.allSatisfy({ $0.began != nil }) else {
            reportSetupProblem("The simulated swipe did not reach handleSwipe(_:).")
            return nil
        }
        return scene
    }

    private func fail(_ s: Scene, _ swipes: [Swipe], run: Int = 0, sections: Int = 3, _ rules: [RuleID],
                      _ key: String, _ arguments: [String: String] = [:], mistake: String? = nil,
                      location: Finding.Location? = nil, focus: Int? = nil, about: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake,
               actual: s.lines(run: run), diagnostics: s.diagnostics(run: run),
               expected: { Scene.expectedLines(sections: sections, swipes: swipes, run: run) },
               location: location, focus: focus, deciding: run < swipes.count ? swipes[run].deciding : nil, about: about,
               sourceLocation: sourceLocation)
    }

    // MARK: .began and .changed

    @Test func beganAddsTheNextSection() {
        let swipes = [Swipe.flick]
        guard let s = play(swipes), let run = s.runs.first, let new = run.new, let began = run.began else { return }
        let names = ["new": new.label, "current": run.current.label]
        let added = s.addChild(of: new, in: run)
        let insertions = new.viewIfLoaded.map { ContainmentJournal.insertions(of: $0, since: run.start) } ?? []
        if let first = insertions.first, first.index < began.after, added.map({ first.index < $0.index }) ?? true {
            fail(s, swipes, [.addChildFirst], added == nil ? "beganViewWithoutChild" : "beganViewBeforeAddChild", names,
                 mistake: added == nil ? "A1" : "A6")
        } else if added == nil || added!.index >= began.after {
            fail(s, swipes, [.addChildFirst], added == nil ? "beganNothingAdded" : "beganAddedLater", names)
        } else if began.newSuperview == nil {
            fail(s, swipes, [.appearanceMatchesVisibility], "beganViewNotInHierarchy", names)
        } else if began.newSuperview !== run.currentSuperview {
            fail(s, swipes, [.appearanceMatchesVisibility], "beganViewNotBeside", names)
        } else if began.newBelowCurrent {
            // Under the current view, it slides in unseen: where it went in.
            fail(s, swipes, [.appearanceMatchesVisibility], "beganViewBelowCurrent", names,
                 location: new.viewIfLoaded.flatMap { ContainmentJournal.insertions(of: $0, since: run.start).first }
                    .flatMap { CallSites.location(ofEntry: $0.index) })
        } else {
            let warned = s.received(run.current, .willMoveToParent, in: run).filter { $0.argumentIs(nil) }
            if warned.isEmpty {
                fail(s, swipes, [.willMoveNilFirst], "beganNoWillMoveNil", names, mistake: "B10")
            } else if warned[0].journalPosition > began.after {
                fail(s, swipes, [.willMoveNilFirst], "beganWillMoveNilLater", names)
            } else if let misplaced = beganViewMisplaced(s, run, began: began, new: new) {
                fail(s, swipes, [.appearanceMatchesVisibility], misplaced.key, names.merging(misplaced.arguments) { $1 },
                     location: misplaced.location)
            }
        }
    }

    /// Where `.began` left the new view when it is not waiting just past the right edge (the
    /// finger has not dragged it in yet): its left edge at the container's width, or already
    /// following the finger (the width plus `.began`'s translation). Nil when it is there.
    private func beganViewMisplaced(_ s: Scene, _ run: Scene.Run, began: Scene.Step, new: ProbeViewController)
        -> (key: String, arguments: [String: String], location: Finding.Location?)? {
        guard let rect = began.newRect, let view = new.viewIfLoaded else { return nil }
        let bounds = s.container.view.bounds
        let width = bounds.width
        let lowest = width + min(0, began.translation)
        guard rect.minX < lowest - 1 || rect.minX > width + 1 else { return nil }
        let expected = bounds.offsetBy(dx: width, dy: 0)
        let overlap = rect.intersection(bounds)
        let onScreen = !overlap.isNull && overlap.width > 1 && overlap.height > 1
        // The learner's line that placed it during .began, else where the view went in.
        let location = CallSites.writeSite(of: view, "frame", "bounds", "center", from: began.before, upTo: began.after)
            ?? ContainmentJournal.insertions(of: view, since: run.start).first.flatMap { CallSites.location(ofEntry: $0.index) }
        return (onScreen ? "beganViewOnScreen" : "beganViewNotPastEdge",
                ["frame": rect.short, "expected": expected.short, "bounds": bounds.short], location)
    }

    @Test func beganBeginsBothAppearances() {
        let swipes = [Swipe.flick]
        guard let s = play(swipes), let run = s.runs.first, let new = run.new,
              let began = run.began, let release = run.release else { return }
        let names = ["new": new.label, "current": run.current.label]
        func during(_ p: ProbeViewController, _ c: ProbeViewController.Callback) -> Int {
            s.received(p, c, in: run).filter { $0.journalPosition > began.before && $0.journalPosition <= began.after }.count
        }
        let early = [(new, ProbeViewController.Callback.viewDidAppear), (new, .viewDidDisappear),
                     (run.current, .viewDidAppear), (run.current, .viewDidDisappear)]
            .flatMap { probe, callback in
                s.received(probe, callback, in: run).filter { $0.journalPosition <= release.before }.map { (probe, $0) }
            }
            .sorted { $0.1.journalPosition < $1.1.journalPosition }
        if during(new, .viewWillAppear) == 0 {
            fail(s, swipes, [.appearanceMatchesVisibility], "beganNoWillAppear", names)
        } else if during(run.current, .viewWillDisappear) == 0 {
            fail(s, swipes, [.appearanceMatchesVisibility, .balanceBeginEnd], "beganNoWillDisappear", names)
        } else if let (probe, first) = early.first {
            fail(s, swipes, [.appearanceMatchesVisibility, .balanceBeginEnd], "didBeforeRelease",
                 ["name": probe.label, "callback": Self.spelled(first.callback)])
        }
    }

    @Test func changedOnlyMovesTheNewView() {
        let swipes = [Swipe.pastHalf]
        guard let s = play(swipes), let run = s.runs.first, let new = run.new else { return }
        let width = s.container.view.bounds.width
        for step in run.changes {
            let span = step.before..<step.after
            let callbacks = run.probes.flatMap { probe in
                s.received(probe, in: run).filter { span.contains($0.journalPosition - 1) }.map { (probe, $0) }
            }
            if let (probe, first) = callbacks.first {
                let rules: [RuleID]
                switch first.callback {
                case .didMoveToParent: rules = [.didMoveAfterView]
                case .willMoveToParent: rules = [.finishInCompletion]
                default: rules = [.appearanceMatchesVisibility]
                }
                fail(s, swipes, rules, "changedSentCallback", ["name": probe.label, "callback": Self.spelled(first.callback)])
                return
            }
            if let removed = s.removeFromParent(of: run.current, in: run), span.contains(removed.index) {
                fail(s, swipes, [.finishInCompletion], "changedRemovedCurrent", ["current": run.current.label])
                return
            }
            let expected = width + step.translation
            let translation = Self.number(step.translation)
            guard let rect = step.newRect else {
                fail(s, swipes, [.appearanceMatchesVisibility], "changedViewNotInHierarchy",
                     ["new": new.label, "translation": translation])
                return
            }
            if abs(rect.minX - expected) > 1 {
                fail(s, swipes, [.appearanceMatchesVisibility], "changedViewDoesNotFollow",
                     ["new": new.label, "translation": translation, "x": Self.number(rect.minX),
                      "expected": Self.number(expected)],
                     location: new.viewIfLoaded.flatMap { CallSites.writeSite(of: $0, "frame", "bounds", "center",
                                                                              from: step.before, upTo: step.after) })
                return
            }
        }
    }

    // MARK: Finishing

    @Test func flickFinishes() {
        let swipes = [Swipe.flick]
        guard let s = play(swipes) else { return }
        checkFinished(s, swipes, run: 0)
    }

    @Test func dragPastHalfFinishes() {
        let swipes = [Swipe.pastHalf]
        guard let s = play(swipes) else { return }
        checkFinished(s, swipes, run: 0)
    }

    // MARK: Cancelling

    @Test func earlyReleaseCancels() {
        let swipes = [Swipe.early]
        guard let s = play(swipes) else { return }
        checkCancelled(s, swipes, run: 0)
    }

    @Test func systemCancelCancels() {
        let swipes = [Swipe.systemCancel]
        guard let s = play(swipes) else { return }
        checkCancelled(s, swipes, run: 0)
    }

    @Test func swipeAgainAfterCancel() {
        let swipes = [Swipe.early, Swipe.flick]
        guard let s = play(swipes), let first = s.runs.first else { return }
        // A first swipe that did not cancel cleanly is reported by earlyReleaseCancels.
        guard !first.newIsChildAtEnd, first.currentIsChildAtEnd, !first.newInHierarchyAtEnd else { return }
        if refusedSecondSwipe(s, swipes, key: "swipeAfterCancelRefused") { return }
        checkFinished(s, swipes, run: 1)
    }

    @Test func swipeAgainAfterFinish() {
        let swipes = [Swipe.flick, Swipe.flick]
        guard let s = play(swipes), let first = s.runs.first else { return }
        // A first swipe that did not finish cleanly is reported by flickFinishes.
        guard first.new != nil, first.newIsChildAtEnd, !first.currentIsChildAtEnd, first.newInHierarchyAtEnd else {
            return notApplicable("notRunFirstSwipeNotFinished")
        }
        if refusedSecondSwipe(s, swipes, key: "swipeAfterFinishRefused") { return }
        checkFinished(s, swipes, run: 1)
    }

    /// The container refused a swipe after a first one ended cleanly: what it kept for the first
    /// swipe was never let go when that swipe ended (whatever else the stale state then did).
    /// Names the last line the first swipe's ending ran: where that swipe ended. True when reported.
    private func refusedSecondSwipe(_ s: Scene, _ swipes: [Swipe], key: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let first = s.runs[0], second = s.runs[1]
        guard let next = second.new, s.addChild(of: next, in: second) == nil else { return false }
        let release = first.release?.after ?? first.start
        let lastOfEnding = CallSites.lastLocation(inEntries: release..<first.settled)
        fail(s, swipes, run: 1, [.finishInCompletion], key, failureArguments(second), location: lastOfEnding, sourceLocation: sourceLocation)
        return true
    }

    @Test func noNextSectionDoesNothing() {
        // A container that does nothing with any swipe (the untouched starter) does nothing at the
        // last section too: that is no pass.
        guard let normal = play([Swipe.pastHalf]), let firstRun = normal.runs.first else { return }
        guard let next = firstRun.new, normal.addChild(of: next, in: firstRun) != nil else {
            return notApplicable("notRunNoSwipeHandled")
        }
        let swipes = [Swipe.pastHalf]
        guard let s = play(sections: 1, swipes), let run = s.runs.first else { return }
        let only = run.current
        let names = ["current": only.label]
        let received = s.received(only, in: run)
        if let warned = received.first(where: { $0.callback == .willMoveToParent }) {
            _ = warned
            fail(s, swipes, sections: 1, [.willMoveNilFirst], "lastSectionWarned", names)
        } else if let first = received.first {
            fail(s, swipes, sections: 1, [.addChildFirst], "lastSectionGotCallback",
                 ["current": only.label, "callback": Self.spelled(first.callback)])
        } else if s.container.children.count != 1 || only.parent !== s.container || only.viewIfLoaded?.superview == nil {
            fail(s, swipes, sections: 1, [.addChildFirst], "lastSectionChanged", names)
        } else if let diagnostic = s.diagnostics(run: 0).first {
            fail(s, swipes, sections: 1, [.addChildFirst], "lastSectionDiagnostic", ["diagnostic": diagnostic])
        }
    }

    // MARK: Shared judgements

    /// A callback as the learner writes it: `didMove(toParent:)`, `viewDidAppear`.
    static func spelled(_ callback: ProbeViewController.Callback) -> String {
        switch callback {
        case .willMoveToParent: return "willMove(toParent:)"
        case .didMoveToParent: return "didMove(toParent:)"
        default: return callback.rawValue
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    private func swipeArguments(_ run: Scene.Run) -> [String: String] {
        [
            "distance": Self.number(abs(run.swipe.translations.last ?? 0)),
            "speed": Self.number(abs(run.swipe.velocity)),
            "end": run.swipe.end == .lift ? ".ended" : ".cancelled",
        ]
    }

    /// The first did-appear/did-disappear either child got while the finger was still down.
    private func didBeforeRelease(_ s: Scene, _ run: Scene.Run) -> (ProbeViewController, ProbeViewController.Callback)? {
        guard let release = run.release else { return nil }
        return run.probes.flatMap { probe in
            s.received(probe, in: run)
                .filter { ($0.callback == .viewDidAppear || $0.callback == .viewDidDisappear) && $0.journalPosition <= release.before }
                .map { (probe, $0) }
        }
        .min { $0.1.journalPosition < $1.1.journalPosition }
        .map { ($0.0, $0.1.callback) }
    }

    /// Callbacks and containment calls that must wait for the animation started at the release.
    private func tooEarly(_ s: Scene, _ run: Scene.Run,
                          _ calls: [(ProbeViewController, ProbeViewController.Callback, (ProbeViewController.Received) -> Bool)],
                          removed: [ProbeViewController]) -> (name: String, call: String, time: TimeInterval, end: TimeInterval)? {
        guard let end = s.releaseAnimationEnd(run) else { return nil }
        var found: [(Int, String, String, TimeInterval)] = []
        for (probe, callback, matches) in calls {
            if let r = s.received(probe, callback, in: run).first(where: matches), r.journalPosition <= end.index {
                found.append((r.journalPosition, probe.label, Self.spelled(callback), r.time))
            }
        }
        for probe in removed {
            if let entry = s.removeFromParent(of: probe, in: run), entry.index < end.index {
                found.append((entry.index, probe.label, "removeFromParent", entry.time))
            }
            if let view = probe.viewIfLoaded,
               let entry = ContainmentJournal.removals(of: view, since: run.start).first(where: { $0.index < end.index }) {
                found.append((entry.index, probe.label + ".view", "removeFromSuperview", entry.time))
            }
        }
        guard let first = found.min(by: { $0.0 < $1.0 }) else { return nil }
        return (first.1, first.2, first.3, end.time)
    }

    /// True when the release changed nothing: after it neither child heard a callback, nothing
    /// was removed and nothing animated, and the new section is still a child.
    private func ignoredRelease(_ s: Scene, _ run: Scene.Run, new: ProbeViewController) -> Bool {
        guard let release = run.release, new.parent === s.container else { return false }
        let heard = run.probes.contains { probe in s.received(probe, in: run).contains { $0.journalPosition > release.before } }
        let removed = s.removeFromParent(of: new, in: run) != nil
            || (new.viewIfLoaded.map { !ContainmentJournal.removals(of: $0, since: release.before).isEmpty } ?? false)
        return !heard && !removed && s.releaseAnimationEnd(run) == nil
    }

    /// A failure reported for the swipe `index`: the run's arguments (which section, how) beside the
    /// check's own. Checks at the end of a swipe first look for what spoils any ending
    /// (`endingFailure`), then for their own.
    private func failer(_ s: Scene, _ swipes: [Swipe], run index: Int, sourceLocation: SourceLocation)
        -> (_ rules: [RuleID], _ key: String, _ extra: [String: String], _ mistake: String?) -> Void {
        let args = failureArguments(s.runs[index])
        let release = releaseAct(s, run: index)
        return { rules, key, extra, mistake in
            self.fail(s, swipes, run: index, rules, key, args.merging(extra) { $1 }, mistake: mistake, focus: release,
                      sourceLocation: sourceLocation)
        }
    }

    /// How the first swipe ended is judged from its release on: the act to look for the line in
    /// first. (A second swipe that goes wrong is often the first one's leftovers: none.)
    private func releaseAct(_ s: Scene, run index: Int) -> Int? {
        index > 0 ? nil : s.runs[index].release.flatMap { step in Simulator.journal.entries.first { $0.index >= step.before }?.act }
    }

    /// How the swipe went and which sections it moved: every end-of-swipe message's arguments.
    private func failureArguments(_ run: Scene.Run) -> [String: String] {
        var args = swipeArguments(run)
        args["new"] = run.new?.label
        args["current"] = run.current.label
        return args
    }

    /// What spoils a swipe however it ends: UIKit's "Unbalanced calls" warning, a swipe that never
    /// added the next section, a did-callback before the finger lifted. True when one was reported.
    private func reportEndingFailure(
        _ s: Scene, run index: Int, new: ProbeViewController,
        _ fail: (_ rules: [RuleID], _ key: String, _ extra: [String: String], _ mistake: String?) -> Void
    ) -> Bool {
        let run = s.runs[index]
        if let warning = s.unbalancedWarning(run: index) {
            fail([.balanceBeginEnd], "unbalanced", ["warning": warning], "D22")
        } else if s.addChild(of: new, in: run) == nil {
            fail([.addChildFirst], "swipeNeverStarted", [:], nil)
        } else if let (probe, callback) = didBeforeRelease(s, run) {
            fail([.appearanceMatchesVisibility], "didBeforeRelease", ["name": probe.label, "callback": Self.spelled(callback)], nil)
        } else {
            return false
        }
        return true
    }

    private func checkFinished(_ s: Scene, _ swipes: [Swipe], run index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = s.runs[index]
        guard let new = run.new else { return }
        let current = run.current
        let container = s.container
        let report = failer(s, swipes, run: index, sourceLocation: sourceLocation)
        func fail(_ rules: [RuleID], _ key: String, _ extra: [String: String] = [:], mistake: String? = nil) {
            report(rules, key, extra, mistake)
        }
        if reportEndingFailure(s, run: index, new: new, report) { return }
        if new.parent !== container {
            return fail([.finishInCompletion], "finishNewNotChild")
        }
        if current.parent === container {
            return fail([.finishInCompletion], "finishCurrentStillChild")
        }
        if current.viewIfLoaded?.superview != nil {
            return fail([.finishInCompletion], "finishCurrentViewStays", mistake: "B12")
        }
        let bounds = container.view.bounds
        if let view = new.viewIfLoaded, let rect = view.superview.map({ _ in view.convert(view.bounds, to: container.view) }),
           !rect.isClose(to: bounds, tolerance: 1) {
            return fail([.finishInCompletion], "finishNewViewFrame", ["frame": rect.short, "expected": bounds.short])
        }
        let counts = [(new, ProbeViewController.Callback.viewWillAppear), (new, .viewDidAppear),
                      (current, .viewWillDisappear), (current, .viewDidDisappear)]
            .map { ($0.0.label + "." + Self.spelled($0.1), s.received($0.0, $0.1, in: run).count) }
            .filter { $0.1 != 1 }
        if !counts.isEmpty {
            return fail([.appearanceMatchesVisibility, .balanceBeginEnd], "finishAppearanceCounts",
                        ["counts": counts.map { "\($0.0) \($0.1)×" }.joined(separator: ", ")])
        }
        let didMoves = s.received(new, .didMoveToParent, in: run).filter { $0.argumentIs(container) }
        if didMoves.isEmpty {
            return fail([.didMoveAfterView], "finishNoDidMove", mistake: "A2")
        }
        if didMoves.count > 1 {
            return fail([.didMoveAfterView], "finishDidMoveTwice", ["count": String(didMoves.count)])
        }
        if !didMoves[0].inWindow {
            return fail([.didMoveAfterView], "finishDidMoveBeforeView", mistake: "A3")
        }
        let isContainer: (ProbeViewController.Received) -> Bool = { $0.argumentIs(container) }
        if let early = tooEarly(s, run, [(new, .viewDidAppear, { _ in true }), (new, .didMoveToParent, isContainer),
                                         (current, .viewDidDisappear, { _ in true })], removed: [current]) {
            return fail([.finishInCompletion], "finishBeforeAnimationEnd",
                        ["name": early.name, "call": early.call, "time": Timeline.format(early.time),
                         "end": Timeline.format(early.end)], mistake: "C17")
        }
        // Removed as any child is: its view out before the relationship ends — the order
        // remove-child and navigation-stack require, and the cancel path checks for the new one.
        // Last: a removeFromParent() at the release (C17) is named by finish-in-completion above.
        if let ended = s.removeFromParent(of: current, in: run), let view = current.viewIfLoaded,
           let removal = ContainmentJournal.removals(of: view, since: run.start).first, ended.index < removal.index {
            return self.fail(s, swipes, run: index, [.removeViewBeforeParent], "finishRemoveFromParentBeforeView",
                             failureArguments(run), mistake: "B11", location: CallSites.location(ofEntry: ended.index),
                             sourceLocation: sourceLocation)
        }
        // Warned once, as any child leaving is (remove-child fails a repeated warning too).
        let warnings = s.received(current, .willMoveToParent, in: run).filter { $0.argumentIs(nil) }
        if warnings.count > 1 {
            return fail([.willMoveNilFirst], "finishWillMoveNilRepeated", ["count": String(warnings.count)])
        }
    }

    private func checkCancelled(_ s: Scene, _ swipes: [Swipe], run index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = s.runs[index]
        guard let new = run.new else { return }
        let current = run.current
        let container = s.container
        let report = failer(s, swipes, run: index, sourceLocation: sourceLocation)
        func fail(_ rules: [RuleID], _ key: String, _ extra: [String: String] = [:], mistake: String? = nil) {
            report(rules, key, extra, mistake)
        }
        if reportEndingFailure(s, run: index, new: new, report) { return }
        if ignoredRelease(s, run, new: new) {
            // Nothing ended the swipe (typically `.cancelled` falls into `default: break`): that is
            // a cancel not handled, named by the cancel rule, not a finish done too early.
            // Nothing of the learner's ran: the place is where the ending states are handled.
            return self.fail(s, swipes, run: index, [.reverseCancelledAppearance], "cancelIgnored", failureArguments(run),
                             location: CallSites.firstLine(containing: "case .ended") ?? CallSites.firstLine(containing: "func handleSwipe("),
                             sourceLocation: sourceLocation)
        }
        if new.parent === container && current.parent !== container {
            return fail([.reverseCancelledAppearance], "cancelCompleted")
        }
        if new.parent === container {
            return fail([.finishInCompletion], "cancelNewStillChild")
        }
        if new.viewIfLoaded?.superview != nil {
            return fail([.finishInCompletion], "cancelNewViewStays")
        }
        if current.parent !== container {
            return fail([.finishInCompletion], "cancelCurrentNotChild")
        }
        if let view = current.viewIfLoaded {
            let rect = view.superview.map { _ in view.convert(view.bounds, to: container.view) }
            if view.superview !== run.currentSuperview || !(rect?.isClose(to: run.currentFrame, tolerance: 1) ?? false) {
                return fail([.finishInCompletion], "cancelCurrentViewMoved",
                            ["frame": rect?.short ?? "—", "expected": run.currentFrame.short])
            }
        }
        let appearance: Set<ProbeViewController.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
        let wrongDid = [(new, ProbeViewController.Callback.viewDidAppear), (current, .viewDidDisappear)]
            .filter { !s.received($0.0, $0.1, in: run).isEmpty }
            .map { $0.0.label + "." + Self.spelled($0.1) }
        if !wrongDid.isEmpty {
            return fail([.reverseCancelledAppearance], "cancelNotReversed", ["calls": wrongDid.joined(separator: ", ")],
                        mistake: "D24")
        }
        for (probe, want) in [(new, [ProbeViewController.Callback.viewWillAppear, .viewWillDisappear, .viewDidDisappear]),
                              (current, [.viewWillDisappear, .viewWillAppear, .viewDidAppear])] {
            let got = s.received(probe, in: run).map(\.callback).filter { appearance.contains($0) }
            if got != want {
                return fail([.reverseCancelledAppearance], "cancelAppearanceSequence",
                            ["name": probe.label,
                             "got": got.isEmpty ? "—" : got.map(Self.spelled).joined(separator: " → "),
                             "want": want.map(Self.spelled).joined(separator: " → ")])
            }
        }
        if let removed = s.removeFromParent(of: new, in: run) {
            let warned = s.received(new, .willMoveToParent, in: run).contains {
                $0.argumentIs(nil) && $0.journalPosition <= removed.index
            }
            // (The row the message names first: an accepted variant of the staying section's
            // calls differs from the reference too.)
            if !warned {
                return self.fail(s, swipes, run: index, [.willMoveNilFirst], "cancelNewNoWillMoveNil", failureArguments(run),
                                 mistake: "B10", focus: releaseAct(s, run: index), about: "\(new.label).willMove(toParent: nil)",
                                 sourceLocation: sourceLocation)
            }
        }
        // Removed as any child is: willMove(toParent: nil) first, then its view out, then
        // removeFromParent() — the order remove-child and navigation-stack require.
        if let warned = s.received(new, .willMoveToParent, in: run).first(where: { $0.argumentIs(nil) }), !warned.hadSuperview,
           let view = new.viewIfLoaded, !ContainmentJournal.removals(of: view, since: run.start).isEmpty {
            return fail([.willMoveNilFirst], "cancelViewOutBeforeWillMoveNil")
        }
        if let warned = s.received(current, .willMoveToParent, in: run).first(where: { $0.argumentIs(nil) }) {
            let reassured = s.received(current, in: run).contains {
                ($0.callback == .willMoveToParent || $0.callback == .didMoveToParent)
                    && $0.argumentIs(container) && $0.journalPosition > warned.journalPosition
            }
            if !reassured { return fail([.willMoveNilFirst], "cancelCurrentNotTold") }
        }
        if let early = tooEarly(s, run, [(new, .viewDidDisappear, { _ in true }), (current, .viewDidAppear, { _ in true })],
                                removed: [new]) {
            return fail([.finishInCompletion], "cancelBeforeAnimationEnd",
                        ["name": early.name, "call": early.call, "time": Timeline.format(early.time),
                         "end": Timeline.format(early.end)], mistake: "C17")
        }
        // The view out before the relationship ends, as on the finish path (B11).
        if let ended = s.removeFromParent(of: new, in: run), let view = new.viewIfLoaded,
           let removal = ContainmentJournal.removals(of: view, since: run.start).first, ended.index < removal.index {
            return self.fail(s, swipes, run: index, [.removeViewBeforeParent], "cancelRemoveFromParentBeforeView",
                             failureArguments(run), mistake: "B11", location: CallSites.location(ofEntry: ended.index),
                             sourceLocation: sourceLocation)
        }
    }
}
