import Testing
import UIKitSim
import KataCatalog

/// Grades `cycle-animated` (Listing 5-3): with `old` shown, `cycle(from: old, to: new)` makes
/// both children, lets `transition(from:to:…)` add and remove the views, slides new in from
/// `newViewStartFrame()` to old's frame and old out to `oldViewEndFrame()`, finishes the
/// containment only in the completion, and leaves appearance balanced. Virtual time is advanced
/// to look at the swap halfway through its animation and after it.
@Suite(.serialized) @MainActor
public struct CycleAnimatedGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any CycleAnimatedContainer.Type)?

    public init() {}

    private func scene() -> CycleAnimatedScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set CycleAnimatedGrader.subject in the contract file.")
            return nil
        }
        return CycleAnimatedScene.play(subject)
    }

    private func fail(_ s: CycleAnimatedScene, _ rules: [RuleID], _ message: String, mistake: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(message), mistake: mistake, actual: s.actualLines, diagnostics: s.diagnostics,
               expected: { CycleAnimatedScene.expectedLines() }, sourceLocation: sourceLocation)
    }

    private static let noTransition =
        "cycle(from:to:) never called transition(from:to:duration:options:animations:completion:)."

    @Test func bothAreChildrenWhenTransitionStarts() {
        guard let s = scene() else { return }
        if s.siblingsException != nil {
            // UIKit's own exception text is in the finding's diagnostics.
            let newMissing = s.addChildOfNew == nil
            fail(s, [.transitionSiblings],
                 newMissing
                    ? "UIKit refused the transition: new is not your child yet. Call addChild(new) before transition(from:to:…)."
                    : "UIKit refused the transition: old and new were not both your children when it started (is old still your child?).",
                 mistake: "C15")
            return
        }
        guard let began = s.transitionBegan else {
            fail(s, [.transitionSiblings], Self.noTransition)
            return
        }
        let warned = s.old.received(.willMoveToParent).first { $0.argumentIs(nil) }
        if warned == nil || warned!.journalPosition > began.index {
            fail(s, [.transitionSiblings],
                 "old did not get willMove(toParent: nil) before the transition began: call old.willMove(toParent: nil) first.")
        }
    }

    @Test func transitionAddsTheNewView() {
        guard let s = scene() else { return }
        let byHand = s.newViewAddedByHand
        if !byHand.isEmpty {
            fail(s, s.unbalancedWarning == nil ? [.transitionOwnsViews] : [.transitionOwnsViews, .balanceBeginEnd],
                 "You added new.view to a superview yourself before the transition: transition(from:to:…) adds it for you.",
                 mistake: "C16")
            return
        }
        guard let began = s.transitionBegan else {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) }
            return
        }
        let oldRemovedEarly = s.old.viewIfLoaded.map {
            ContainmentJournal.removals(of: $0, since: s.start).contains { $0.index < began.index }
        } ?? false
        if oldRemovedEarly {
            fail(s, [.transitionOwnsViews],
                 "You removed old.view before the transition: transition(from:to:…) removes it when the animation ends.")
        }
    }

    @Test func bothViewsShowDuringAnimation() {
        guard let s = scene() else { return }
        guard s.transitionBegan != nil else {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) }
            return
        }
        if s.duration <= 0 {
            fail(s, [.startAndEndFrames], "The swap did not animate: pass a duration (0.25 s) to transition(from:to:…).")
            return
        }
        let mid = s.midway
        if !mid.newInWindow || mid.newSuperview !== s.slot {
            fail(s, [.transitionOwnsViews],
                 "Halfway through the animation (t=\(Timeline.format(mid.time)) s) new.view was not on screen beside old.view.")
        } else if !mid.oldInWindow || mid.oldSuperview !== s.slot {
            fail(s, [.transitionOwnsViews],
                 "Halfway through the animation (t=\(Timeline.format(mid.time)) s) old.view was already gone: let the transition remove it when the animation ends.")
        }
    }

    @Test func onlyNewViewAfterAnimation() {
        guard let s = scene() else { return }
        let after = s.after
        if !after.newInWindow || after.newSuperview !== s.slot {
            fail(s, [.transitionOwnsViews], "After the swap new.view is not on screen where old.view was.",
                 mistake: s.siblingsException == nil ? nil : "C15")
        } else if after.oldSuperview != nil {
            fail(s, [.transitionOwnsViews], "After the swap old.view is still in the hierarchy: let transition(from:to:…) remove it.",
                 mistake: s.removeFromParentOfOld == nil ? nil : "B12")
        }
    }

    @Test func framesMoveFromStartToEnd() {
        guard let s = scene() else { return }
        guard s.transitionBegan != nil else {
            if s.siblingsException == nil { fail(s, [.startAndEndFrames], Self.noTransition) }
            return
        }
        let startFrame = s.container.newViewStartFrame()
        let endFrame = s.container.oldViewEndFrame()
        let newView = s.new.viewIfLoaded
        let oldView = s.old.viewIfLoaded
        if let shownAt = s.new.received(.viewWillAppear).first?.frame, !shownAt.isClose(to: startFrame) {
            fail(s, [.startAndEndFrames],
                 "new.view entered the hierarchy at \(shownAt.short); set it to newViewStartFrame() \(startFrame.short) before the transition.")
        } else if let frame = newView?.frame, !frame.isClose(to: s.oldFrame) {
            fail(s, [.startAndEndFrames], "new.view ended at \(frame.short); in the animations block move it to old.view's frame \(s.oldFrame.short).")
        } else if let frame = oldView?.frame, !frame.isClose(to: endFrame) {
            fail(s, [.startAndEndFrames], "old.view ended at \(frame.short); in the animations block move it to oldViewEndFrame() \(endFrame.short).")
        } else if !s.animatedFrameChanges(of: newView).contains(where: { $0.to.isClose(to: s.oldFrame) })
                    || !s.animatedFrameChanges(of: oldView).contains(where: { $0.to.isClose(to: endFrame) }) {
            fail(s, [.startAndEndFrames], "The views reached their final frames, but not inside the animations block, so nothing slides.")
        }
    }

    @Test func containmentFinishesInCompletion() {
        guard let s = scene() else { return }
        let didMoves = s.new.received(.didMoveToParent).filter { $0.argumentIs(s.container) }
        let endIndex = s.transitionEnded?.index
        if let early = didMoves.first, !early.hadSuperview {
            fail(s, [.didMoveAfterView],
                 "new got didMove(toParent:) before its view was in place: call it in the transition's completion.", mistake: "A3")
        } else if let early = didMoves.first, let endIndex, early.journalPosition < endIndex {
            fail(s, [.finishInCompletion],
                 "new got didMove(toParent:) while the animation was still running: call it in the completion.", mistake: "C17")
        } else if let removed = s.removeFromParentOfOld, endIndex == nil || removed.index < endIndex! {
            fail(s, [.finishInCompletion],
                 "old.removeFromParent() ran before the animation ended: call it in the transition's completion.", mistake: "C17")
        } else if s.midway.oldIsChild == false && s.transitionEnded != nil && s.duration > 0 {
            fail(s, [.finishInCompletion], "old stopped being your child before the animation ended.", mistake: "C17")
        } else if endIndex == nil {
            if s.siblingsException == nil { fail(s, [.finishInCompletion], Self.noTransition) }
        } else if didMoves.isEmpty {
            fail(s, [.finishInCompletion, .didMoveAfterView], "new never got didMove(toParent:): call new.didMove(toParent: self) in the completion.")
        } else if didMoves.count > 1 {
            fail(s, [.didMoveAfterView], "new got didMove(toParent:) \(didMoves.count) times; send it once, in the completion.")
        } else if s.removeFromParentOfOld == nil || s.after.oldIsChild {
            fail(s, [.finishInCompletion], "old is still your child after the swap: call old.removeFromParent() in the completion.")
        }
    }

    @Test func appearanceArrivesOnceEach() {
        guard let s = scene() else { return }
        if let warning = s.unbalancedWarning {
            let byHand = !s.newViewAddedByHand.isEmpty
            fail(s, byHand ? [.balanceBeginEnd, .transitionOwnsViews] : [.balanceBeginEnd],
                 byHand
                    ? "UIKit warned \"\(warning)\": new.view was added by hand and then again by the transition."
                    : "UIKit warned \"\(warning)\": every beginAppearanceTransition needs exactly one endAppearanceTransition on the same child.",
                 mistake: byHand ? "C16" : "D22")
            return
        }
        let counts = [
            ("old.viewWillDisappear", s.old.count(.viewWillDisappear)), ("old.viewDidDisappear", s.old.count(.viewDidDisappear)),
            ("new.viewWillAppear", s.new.count(.viewWillAppear)), ("new.viewDidAppear", s.new.count(.viewDidAppear)),
        ]
        let wrong = counts.filter { $0.1 != 1 }
        guard !wrong.isEmpty else { return }
        if s.transitionBegan == nil {
            if s.siblingsException == nil { fail(s, [.transitionOwnsViews], Self.noTransition) }
            return
        }
        fail(s, [.balanceBeginEnd],
             "Each appearance callback must arrive exactly once: " + wrong.map { "\($0.0) \($0.1)×" }.joined(separator: ", ") + ".")
    }
}
