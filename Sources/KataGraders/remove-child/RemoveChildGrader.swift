import Testing
import UIKitSim
import KataCatalog

/// Grades `remove-child` (Listing 5-2): `hideContentController(content)` sends
/// willMove(toParent: nil), removes the view, then `removeFromParent()` (which sends
/// didMove(toParent: nil) once); the child disappears once, is released, and a child whose view
/// was never loaded is removed without loading it.
@Suite(.serialized) @MainActor
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

    private func fail(_ s: RemoveChildScene, _ rules: [RuleID], _ message: String, mistake: String? = nil,
                      setup: RemoveChildScene.Setup = .shown, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(message), mistake: mistake, actual: s.actualLines, diagnostics: s.diagnostics,
               expected: { RemoveChildScene.expectedLines(setup: setup) }, sourceLocation: sourceLocation)
    }

    @Test func willMoveToNilComesFirst() {
        guard let s = scene() else { return }
        let willMoves = s.willMovesToNil
        if willMoves.isEmpty {
            fail(s, [.willMoveNilFirst],
                 "content never got willMove(toParent: nil): start removal with it, so the child can clean up.",
                 mistake: s.didMovesToNil.isEmpty ? nil : "B10")
        } else if willMoves.count > 1 {
            fail(s, [.willMoveNilFirst], "content got willMove(toParent: nil) \(willMoves.count) times; send it once.")
        } else if !willMoves[0].parentIs(s.container) || !willMoves[0].hadSuperview {
            fail(s, [.willMoveNilFirst],
                 "willMove(toParent: nil) came after the view was removed or the relationship ended: it must come first.")
        }
    }

    @Test func viewIsRemovedBeforeParent() {
        guard let s = scene() else { return }
        if let view = s.content.viewIfLoaded, view.superview != nil {
            let ended = s.removeFromParentEntry != nil
            fail(s, [.removeViewBeforeParent],
                 ended ? "content is no longer your child but its view is still in your hierarchy: remove content.view too."
                       : "content.view is still in your hierarchy: remove it with removeFromSuperview().",
                 mistake: ended ? "B12" : nil)
        } else if let removal = s.viewRemovalEntry, let ended = s.removeFromParentEntry, ended.index < removal.index {
            fail(s, [.removeViewBeforeParent, .removeFromParentLast],
                 "removeFromParent() ran while content.view was still on screen: remove the view first, end the relationship last.",
                 mistake: "B11")
        }
    }

    @Test func removeFromParentSendsDidMoveOnce() {
        guard let s = scene() else { return }
        let didMoves = s.didMovesToNil.count
        if !s.isGone {
            fail(s, [.removeFromParentLast],
                 didMoves > 0
                    ? "content got didMove(toParent: nil) but is still your child: call content.removeFromParent(), which sends didMove for you."
                    : "content is still your child: end with content.removeFromParent().")
        } else if didMoves > 1 {
            fail(s, [.removeFromParentLast],
                 "content got didMove(toParent: nil) \(didMoves) times: removeFromParent() already sends it — don't send it yourself.")
        } else if didMoves == 0 {
            fail(s, [.removeFromParentLast], "content never got didMove(toParent: nil): end with content.removeFromParent().")
        }
    }

    @Test func disappearanceArrivesOnce() {
        guard let s = scene() else { return }
        let will = s.content.count(.viewWillDisappear)
        let did = s.content.count(.viewDidDisappear)
        if will == 1 && did == 1 { return }
        let viewStays = s.content.viewIfLoaded?.superview != nil
        fail(s, viewStays ? [.removeViewBeforeParent] : [.removeViewBeforeParent, .willMoveNilFirst],
             "content got viewWillDisappear \(will)× and viewDidDisappear \(did)×; removing its view from your hierarchy sends each once.",
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
        let message = stillChild
            ? "After hideContentController, content is still your child, so your container keeps it alive."
            : "After hideContentController, \(alive.joined(separator: " and ")) stayed alive while your container lives: keep no strong reference to a removed child."
        report(rules: viewStays ? [.releaseRemovedChild, .removeViewBeforeParent] : [.releaseRemovedChild],
               FindingMessage(message), mistake: stillChild ? nil : "B12", actual: actual, diagnostics: diagnostics,
               expected: { RemoveChildScene.expectedLines() })
    }

    @Test func unloadedChildViewStaysUnloaded() {
        guard let s = scene(.neverShown) else { return }
        if s.content.isViewLoaded {
            fail(s, [.viewIfLoaded],
                 "Hiding a child whose view was never shown loaded that view (viewDidLoad ran during removal): use content.viewIfLoaded.",
                 mistake: "B14", setup: .neverShown)
        } else if !s.isGone {
            fail(s, [.removeFromParentLast], "A child whose view was never loaded was not removed: it is still your child.",
                 setup: .neverShown)
        }
    }
}
