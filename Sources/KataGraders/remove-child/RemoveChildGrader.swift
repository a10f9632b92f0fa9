import Foundation
internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `remove-child` (Listing 5-2): `hideContentController(content)` sends
/// willMove(toParent: nil), removes the view, then `removeFromParent()` (which sends
/// didMove(toParent: nil) once); the child disappears once, is released, and a child whose view
/// was never loaded is removed without loading it — warned with willMove(toParent: nil) all the same.
/// The container shows two other children too (content is neither the first child nor the topmost
/// subview): they are neither warned nor lose their views.
@Suite(.serialized, .freshSimulator) @MainActor
public struct RemoveChildGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any RemoveChildContainer.Type)?

    public init() {}

    private func scene(_ setup: RemoveChildScene.Setup = .shown) -> RemoveChildScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set RemoveChildGrader.subject in the contract file.")
            return nil
        }
        return RemoveChildScene.play(subject, setup: setup)
    }

    private func fail(_ s: RemoveChildScene, _ rules: [RuleID], _ message: FindingMessage, mistake: String? = nil,
                      setup: RemoveChildScene.Setup = .shown, location: Finding.Location? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, message, mistake: mistake, actual: s.actualLines, diagnostics: s.diagnostics,
               expected: { RemoveChildScene.expectedLines(setup: setup) }, location: location, sourceLocation: sourceLocation)
    }

    /// The learner's line behind journal entry `entry`; when that call is made on a local
    /// (`leaving?.willMove(toParent: nil)`), the line that picked the local
    /// (`let leaving = children.first`, `for child in children where …`): where the wrong object
    /// was chosen.
    private func pickSite(_ entry: JournalEntry?) -> Finding.Location? {
        guard let entry, let call = CallSites.location(ofEntry: entry.index),
              CallSites.codeLines.indices.contains(call.line - 1) else { return nil }
        let code = CallSites.codeLines[call.line - 1].trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("self."), let receiver = CallSites.receiver(onLine: call.line),
              let method = CallSites.enclosingFunction(of: call.line) else { return call }
        if let picked = CallSites.assignment(of: receiver, before: call.line - 1) {
            return Finding.Location(file: call.file, line: picked + 1)
        }
        // A loop variable or an unwrapped optional: the `for`, `if let` or `guard let` that bound it.
        let binding = try? NSRegularExpression(pattern: #"\b(for\s+(case\s+let\s+)?|(if|guard)\s+(let|var)\s+)\#(receiver)\b"#)
        let bound = stride(from: call.line - 2, through: method - 1, by: -1).first { i in
            let line = CallSites.codeLines[i]
            return binding?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
        return bound.map { Finding.Location(file: call.file, line: $0 + 1) } ?? call
    }

    @Test func willMoveToNilComesFirst() {
        guard let s = scene() else { return }
        let willMoves = s.willMovesToNil
        // The container's other children stay: telling one of them it leaves is telling the wrong child.
        let warnedOther = s.othersWarned.first
        if willMoves.isEmpty, let other = warnedOther {
            fail(s, [.willMoveNilFirst], FindingMessage("willMoveNilWentToOther", ["other": other.child.label]),
                 location: pickSite(other.entry))
        } else if willMoves.isEmpty {
            // Say what did arrive: a willMove to another parent is not a missing one.
            let arrived = ChildCalls.moveCalls(s.content, .willMoveToParent, since: s.start,
                                               names: [(s.container, "container"), (s.host, "host")])
            fail(s, [.willMoveNilFirst],
                 arrived.isEmpty ? "willMoveNilNeverArrived"
                                 : FindingMessage("willMoveNilOtherArrived", ["calls": arrived.joined(separator: ", ")]),
                 mistake: s.didMovesToNil.isEmpty ? nil : "B10")
        } else if willMoves.count > 1 {
            fail(s, [.willMoveNilFirst], FindingMessage("willMoveNilRepeated", ["count": "\(willMoves.count)"]))
        } else if !willMoves[0].parentIs(s.container) {
            fail(s, [.willMoveNilFirst], "willMoveNilAfterRelationshipEnded")
        } else if !willMoves[0].hadSuperview {
            fail(s, [.willMoveNilFirst], "willMoveNilAfterViewRemoved")
        } else if let other = warnedOther {
            fail(s, [.willMoveNilFirst], FindingMessage("otherChildWarned", ["other": other.child.label]),
                 location: pickSite(other.entry))
        }
    }

    @Test func viewIsRemovedBeforeParent() {
        guard let s = scene() else { return }
        // The other children's views stay where they are: removing one of them is removing the wrong view.
        let removedOther = s.othersViewsRemoved.first
        if let view = s.content.viewIfLoaded, view.superview != nil, let other = removedOther {
            fail(s, [.removeViewBeforeParent], FindingMessage("otherViewRemovedInstead", ["view": "\(other.child.label).view"]),
                 location: pickSite(other.entry))
        } else if let view = s.content.viewIfLoaded, view.superview != nil {
            let ended = s.removeFromParentEntry != nil
            // A view hidden or faded instead of removed: the line that concealed it (its own
            // write; a view moved elsewhere is found by the timeline, where it went).
            fail(s, [.removeViewBeforeParent],
                 ended ? "childViewStaysAfterRemoveFromParent" : "childViewStays",
                 mistake: ended ? "B12" : nil, location: CallSites.writeSite(of: view, ["isHidden", "alpha"], ownOnly: true))
        } else if let removal = s.viewRemovalEntry, let ended = s.removeFromParentEntry, ended.index < removal.index {
            // Written in the wrong order, one method making both: the call that came too early.
            // (Made apart — a helper, a closure run first, a `defer` — the timeline places it.)
            let early = CallSites.location(ofEntry: ended.index), late = CallSites.location(ofEntry: removal.index)
            let swapped = early.flatMap { e in late.map { l in
                e.line < l.line && CallSites.enclosingFunction(of: e.line) == CallSites.enclosingFunction(of: l.line)
            } } ?? false
            fail(s, [.removeViewBeforeParent, .removeFromParentLast],
                 "removeFromParentBeforeView",
                 mistake: "B11", location: swapped ? early : nil)
        } else if let other = removedOther {
            fail(s, [.removeViewBeforeParent], FindingMessage("otherViewAlsoRemoved", ["view": "\(other.child.label).view"]),
                 location: pickSite(other.entry))
        }
    }

    @Test func removeFromParentSendsDidMoveOnce() {
        guard let s = scene() else { return }
        let didMoves = s.didMovesToNil.count
        if !s.isGone {
            fail(s, [.removeFromParentLast],
                 didMoves > 0 ? "didMoveNilButStillChild" : "stillChild")
        } else if didMoves > 1 {
            fail(s, [.removeFromParentLast], FindingMessage("didMoveNilRepeated", ["count": "\(didMoves)"]))
        } else if didMoves == 0 {
            fail(s, [.removeFromParentLast], "didMoveNilNeverArrived")
        }
    }

    @Test func disappearanceArrivesOnce() {
        guard let s = scene() else { return }
        let will = s.content.count(.viewWillDisappear)
        let did = s.content.count(.viewDidDisappear)
        let direct = ChildCalls.directAppearanceCalls(to: s.content, since: s.start)
        let counts = ["will": "\(will)", "did": "\(did)"]
        // begin/end appearance calls of the learner's own (UIKitSim journals only those), on top
        // of UIKit's automatic forwarding, which already sends the disappearance (D19).
        let forwarded = ChildCalls.firstHandForwarding(to: s.content, since: s.start)
        if direct.isEmpty, let forwarded, s.container.shouldAutomaticallyForwardAppearanceMethods {
            fail(s, [.optOutBeforeForwarding], FindingMessage("disappearanceForwardedWhileAutomatic", ["call": forwarded.text]),
                 mistake: "D19", location: CallSites.location(ofEntry: forwarded.index))
            return
        }
        if will == 1 && did == 1 && direct.isEmpty { return }
        if !direct.isEmpty || !ChildCalls.directCallWarnings(since: s.start).isEmpty {
            // The probe ran a callback UIKit never delivered: the learner called it.
            let callbacks = direct.isEmpty ? ChildCalls.warnedSelectors(since: s.start) : ChildCalls.apiNames(direct)
            fail(s, [.neverCallViewWillAppear],
                 FindingMessage("disappearanceCalledDirectly", counts.merging(["callbacks": callbacks]) { a, _ in a }),
                 mistake: "D20")
            return
        }
        let viewStays = s.content.viewIfLoaded?.superview != nil
        fail(s, viewStays ? [.removeViewBeforeParent] : [.removeViewBeforeParent, .willMoveNilFirst],
             FindingMessage("disappearanceCounts", counts),
             mistake: viewStays && s.removeFromParentEntry != nil ? "B12" : nil)
    }

    @Test func removedChildIsReleased() {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set RemoveChildGrader.subject in the contract file.")
            return
        }
        let tracker = ReleaseTracker()
        // The scene lives only inside this closure: afterwards the grader holds no reference to
        // content, so only the container (or UIKit) could keep it alive.
        let (container, window, actual, diagnostics, viewStays, stillChild): (UIViewController, UIWindow, [String], [String], Bool, Bool) = {
            let s = RemoveChildScene.play(subject)
            tracker.watch(s.content, as: "content")
            if let view = s.content.viewIfLoaded { tracker.watch(view, as: "content.view") }
            return (s.container, s.window, s.actualLines, s.diagnostics, s.content.viewIfLoaded?.superview != nil, !s.isGone)
        }()
        Simulator.runUntilIdle()
        defer { withExtendedLifetime((container, window)) {} }
        let alive = tracker.stillAlive
        guard !alive.isEmpty else { return }
        let message: FindingMessage = stillChild
            ? "stillChildKeptAlive"
            : FindingMessage("removedChildStaysAlive", ["objects": alive.joined(separator: ", ")])
        report(rules: viewStays ? [.releaseRemovedChild, .removeViewBeforeParent] : [.releaseRemovedChild],
               message, mistake: stillChild ? nil : "B12", actual: actual, diagnostics: diagnostics,
               expected: { RemoveChildScene.expectedLines() }, location: stillChild ? nil : CallSites.retentionSite())
    }

    @Test func unloadedChildViewStaysUnloaded() {
        guard let s = scene(.neverShown) else { return }
        if s.content.isViewLoaded {
            fail(s, [.viewIfLoaded],
                 "unloadedViewLoadedDuringRemoval",
                 mistake: "B14", setup: .neverShown)
        } else if !s.isGone {
            fail(s, [.removeFromParentLast], "unloadedChildNotRemoved",
                 setup: .neverShown)
        } else if s.willMovesToNil.isEmpty, let other = s.othersWarned.first {
            fail(s, [.willMoveNilFirst], FindingMessage("willMoveNilWentToOther", ["other": other.child.label]),
                 setup: .neverShown, location: pickSite(other.entry))
        } else if s.willMovesToNil.isEmpty {
            // No view to take out is no reason to skip the warning: removeFromParent() still
            // sends didMove(toParent: nil), which the child then hears unannounced.
            fail(s, [.willMoveNilFirst], "unloadedChildNotWarned", mistake: "B10", setup: .neverShown)
        } else if !s.willMovesToNil[0].parentIs(s.container) {
            fail(s, [.willMoveNilFirst], "willMoveNilAfterRelationshipEnded", setup: .neverShown)
        }
    }
}
