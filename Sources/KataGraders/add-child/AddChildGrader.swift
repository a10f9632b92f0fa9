import Testing
import UIKitSim
import KataCatalog

/// Grades `add-child` (Listing 5-1): after `displayContentController(content)` on an on-screen
/// container, content is a child once, its own view sits in the container at
/// `frameForContentController()`, and it heard willMove → viewWillAppear → didMove (with its view
/// in place) → viewDidAppear, each once, also after further layout passes.
@Suite(.serialized) @MainActor
public struct AddChildGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any AddChildContainer.Type)?

    public init() {}

    private func scene(extraLayoutPasses: Bool = false) -> AddChildScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set AddChildGrader.subject in the contract file.")
            return nil
        }
        return AddChildScene.play(subject, extraLayoutPasses: extraLayoutPasses)
    }

    private func fail(_ scene: AddChildScene, _ rules: [RuleID], _ message: String, mistake: String? = nil,
                      extraLayoutPasses: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(message), mistake: mistake, actual: scene.actualLines, diagnostics: scene.diagnostics,
               expected: { AddChildScene.expectedLines(extraLayoutPasses: extraLayoutPasses) },
               sourceLocation: sourceLocation)
    }

    @Test func childIsInChildrenOnce() {
        guard let s = scene(), !s.isChildOnce else { return }
        if s.addChildCount > 1 {
            fail(s, [.addOnce], "addChild(content) ran \(s.addChildCount) times; add a child once.", mistake: "A9")
        } else if s.addChildCount == 0 && !s.willMovesToContainer.isEmpty {
            fail(s, [.noManualWillMoveOnAdd, .addChildFirst],
                 "content got willMove(toParent:) but addChild(_:) was never called: willMove only announces the move, addChild(_:) makes it (and sends willMove for you).",
                 mistake: "A4")
        } else if s.addChildCount == 0 && s.contentViewIsInContainer {
            fail(s, [.addChildFirst, .viewsFollowControllers],
                 "content's view is inside your view but content is not your child: call addChild(content) before adding its view.",
                 mistake: "A1")
        } else if s.addChildCount == 0 {
            fail(s, [.addChildFirst], "content never became your child: call addChild(content).")
        } else {
            fail(s, [.addChildFirst], "After displayContentController, content.parent is not the container (or it is not in children once).")
        }
    }

    @Test func childViewIsInContainerView() {
        guard let s = scene(), !s.contentViewIsInContainer else { return }
        if !s.otherViewsAdded.isEmpty {
            fail(s, [.addChildView],
                 "You added another view (\(s.otherViewsAdded.joined(separator: ", "))) but not content.view: add the child's own root view.",
                 mistake: "A5")
        } else {
            fail(s, [.addChildView], "content.view never entered your view hierarchy: add it with view.addSubview(content.view).")
        }
    }

    @Test func childViewHasContentFrame() {
        guard let s = scene() else { return }
        let expected = s.container.frameForContentController()
        guard let view = s.content.viewIfLoaded else {
            fail(s, [.sizeChildView], "content.view was never loaded, so it was never given frameForContentController().", mistake: "A8")
            return
        }
        // Judged where the view really is in the container (it may sit in a slot view); a view
        // outside the container is judged by its own frame (childViewIsInContainerView reports that).
        let frame = Stage.frame(of: view, in: s.container.view) ?? view.frame
        guard !frame.isClose(to: expected) else { return }
        let how = frame.isClose(to: s.container.view.frame)
            ? "your view's frame — use frameForContentController() (built from bounds)"
            : "not frameForContentController()"
        fail(s, [.sizeChildView], "content.view.frame is \(frame.short), \(how); expected \(expected.short).", mistake: "A8")
    }

    @Test func willMoveArrivesOnceFromAddChild() {
        guard let s = scene() else { return }
        let willMoves = s.willMovesToContainer.count
        if willMoves == 1 && s.addChildCount == 1 { return }
        if s.addChildCount > 1 {
            fail(s, [.addOnce], "addChild(content) ran \(s.addChildCount) times, so willMove(toParent:) arrived \(willMoves) times.", mistake: "A9")
        } else if s.addChildCount == 0 && willMoves > 0 {
            fail(s, [.noManualWillMoveOnAdd, .addChildFirst],
                 "content got willMove(toParent:) from you, but addChild(content) never ran: call addChild(_:), which sends willMove itself.",
                 mistake: "A4")
        } else if willMoves > s.addChildCount {
            fail(s, [.noManualWillMoveOnAdd],
                 "content got willMove(toParent:) \(willMoves) times: addChild(_:) already sends it, don't call it yourself.",
                 mistake: "A4")
        } else {
            fail(s, [.addChildFirst], "content never got willMove(toParent:): call addChild(content), which sends it.")
        }
    }

    @Test func didMoveArrivesOnceAfterViewIsInPlace() {
        guard let s = scene() else { return }
        let didMoves = s.didMovesToContainer
        if didMoves.isEmpty {
            fail(s, [.didMoveAfterView], "content never got didMove(toParent:): call content.didMove(toParent: self) once its view is in place.",
                 mistake: s.addChildCount >= 1 ? "A2" : nil)
        } else if didMoves.count > 1 {
            fail(s, s.addChildCount > 1 ? [.addOnce, .didMoveAfterView] : [.didMoveAfterView],
                 "content got didMove(toParent:) \(didMoves.count) times; it must arrive once.",
                 mistake: s.addChildCount > 1 ? "A9" : nil)
        } else if !didMoves[0].hadSuperview || !didMoves[0].inWindow {
            let addedLater = s.contentViewIsInContainer
            fail(s, [.didMoveAfterView],
                 addedLater
                    ? "didMove(toParent:) arrived before content.view was in your view: add the view first, then call didMove."
                    : "didMove(toParent:) arrived while content.view was not in your view (and it never got there).",
                 mistake: addedLater ? "A3" : nil)
        }
    }

    @Test func appearanceArrivesOnceAsChild() {
        guard let s = scene() else { return }
        let willAppear = s.content.received(.viewWillAppear)
        let didAppear = s.content.received(.viewDidAppear)
        if willAppear.count == 1 && didAppear.count == 1 && willAppear[0].parentIs(s.container)
            && willAppear[0].journalPosition <= didAppear[0].journalPosition { return }
        if s.addChildCount > 1 || willAppear.count > 1 || didAppear.count > 1 {
            fail(s, [.addOnce], "content got viewWillAppear \(willAppear.count)× and viewDidAppear \(didAppear.count)×; each must arrive once.",
                 mistake: s.addChildCount > 1 ? "A9" : nil)
        } else if let first = willAppear.first, !first.parentIs(s.container) {
            let addedLater = s.addChildCount == 1
            let willMoveInstead = s.addChildCount == 0 && !s.willMovesToContainer.isEmpty
            fail(s, addedLater ? [.addChildFirst] : [.addChildFirst, .viewsFollowControllers],
                 addedLater
                    ? "content's view appeared before addChild(content): its viewWillAppear ran with no parent. Call addChild first."
                    : "content's view appeared but content is not your child.",
                 mistake: addedLater ? "A6" : willMoveInstead ? "A4" : "A1")
        } else if !s.contentViewIsInContainer {
            fail(s, [.addChildView], "content never appeared, because its view is not in your view.", mistake: s.otherViewsAdded.isEmpty ? nil : "A5")
        } else {
            fail(s, [.addChildFirst], "content got viewWillAppear \(willAppear.count)× and viewDidAppear \(didAppear.count)×; expected one of each, in that order.")
        }
    }

    @Test func layoutPassesDoNotAddAgain() {
        guard let s = scene(extraLayoutPasses: true), let layoutStart = s.layoutStart else { return }
        let again = ContainmentJournal.addChildCount(of: s.content, since: layoutStart)
        let repeated = s.content.received.filter {
            $0.journalPosition > layoutStart && [.willMoveToParent, .didMoveToParent, .viewWillAppear].contains($0.callback)
        }
        guard again > 0 || !repeated.isEmpty else { return }
        fail(s, [.addOnce],
             "Laying out your view again added content again (\(again) more addChild, \(repeated.count) repeated callbacks): add children once, not in a layout pass.",
             mistake: "A9", extraLayoutPasses: true)
    }
}
