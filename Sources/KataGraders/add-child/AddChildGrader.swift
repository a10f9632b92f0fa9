internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `add-child` (Listing 5-1): after `displayContentController(content)` on an on-screen
/// container, content is a child once (before anything loads its view), its own view sits in the
/// container at `frameForContentController()`, and it heard willMove → viewWillAppear → didMove
/// (with its view in place) → viewDidAppear, each once and delivered by UIKit (no begin/end of the
/// learner's own while forwarding is automatic), also after further layout passes. Every message
/// says what this run's journal and probe saw.
@Suite(.serialized, .freshSimulator) @MainActor
public struct AddChildGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any AddChildContainer.Type)?

    public init() {}

    private func scene(extraLayoutPasses: Bool = false, offScreen: Bool = false) -> AddChildScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set AddChildGrader.subject in the contract file.")
            return nil
        }
        return AddChildScene.play(subject, extraLayoutPasses: extraLayoutPasses, offScreen: offScreen)
    }

    private func fail(_ scene: AddChildScene, _ rules: [RuleID], _ message: FindingMessage, mistake: String? = nil,
                      extraLayoutPasses: Bool = false, offScreen: Bool = false, embedded: Bool = false,
                      location: Finding.Location? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, message, mistake: mistake, actual: scene.actualLines, diagnostics: scene.diagnostics,
               expected: { AddChildScene.expectedLines(extraLayoutPasses: extraLayoutPasses, offScreen: offScreen,
                                                       embedded: embedded) },
               location: location, sourceLocation: sourceLocation)
    }

    /// "container", "nil" or "another controller": what `content.parent` is.
    private func parentName(_ s: AddChildScene) -> String {
        guard let parent = s.content.parent else { return "nil" }
        return parent === s.container ? "container" : "another controller"
    }

    @Test func childIsInChildrenOnce() {
        guard let s = scene() else { return }
        guard !s.isChildOnce else { return childIsAddedOffScreen() }
        if s.addChildCount > 1 {
            fail(s, [.addOnce], FindingMessage("addChildRanTimes", ["count": "\(s.addChildCount)"]), mistake: "A9")
        } else if s.addChildCount == 0 && !s.willMovesToContainer.isEmpty {
            fail(s, [.noManualWillMoveOnAdd, .addChildFirst], "willMoveWithoutAddChild", mistake: "A4")
        } else if s.addChildCount == 0 && s.contentViewIsInContainer {
            fail(s, [.addChildFirst, .viewsFollowControllers], "viewInsideButNotChild", mistake: "A1")
        } else if s.addChildCount == 0 {
            fail(s, [.addChildFirst], "neverAddedAsChild")
        } else {
            let listed = s.container.children.filter { $0 === s.content }.count
            fail(s, [.addChildFirst], FindingMessage("notChildOnceAfterwards", ["parent": parentName(s), "count": "\(listed)"]))
        }
    }

    /// Listing 5-1 has no window in it: with the container's view loaded but in no window yet
    /// (adding from `viewDidLoad`), `content` must become its child all the same.
    private func childIsAddedOffScreen() {
        guard let off = scene(offScreen: true), !off.isChildOnce, off.addChildCount == 0 else { return }
        // The off-screen run is the current world: the line that kept addChild from running there.
        fail(off, [.addChildFirst], "neverAddedOffScreen", offScreen: true,
             location: CallSites.skippedCall(of: "addChild", on: nil))
    }

    /// Touching `content.view` before `addChild(content)` loads the view while content has no
    /// parent: its `viewDidLoad` runs outside containment (mistake A6's symptom).
    @Test func childViewLoadsAsChild() {
        guard let s = scene() else { return }
        guard s.addChildCount >= 1 else { return notApplicable("notRunNeverAdded") }
        guard s.loadedWithoutParent != nil else { return }
        fail(s, [.addChildFirst], "viewLoadedBeforeAddChild", mistake: "A6")
    }

    @Test func childViewIsInContainerView() {
        guard let s = scene(), !s.contentViewIsInContainer else { return }
        if !s.otherViewsAdded.isEmpty {
            fail(s, [.addChildView], FindingMessage("otherViewAdded", ["views": s.otherViewsAdded.joined(separator: ", ")]),
                 mistake: "A5")
        } else if let superview = s.lastSuperviewName {
            fail(s, [.addChildView], FindingMessage("childViewElsewhere", ["superview": superview]))
        } else {
            fail(s, [.addChildView], "childViewNeverAdded")
        }
    }

    @Test func childViewHasContentFrame() {
        guard let s = scene() else { return }
        let expected = s.container.frameForContentController()
        guard let view = s.content.viewIfLoaded else {
            fail(s, [.sizeChildView], "childViewNeverLoaded", mistake: "A8")
            return
        }
        // Judged where the view really is in the container (it may sit in a slot view); a view
        // outside the container is judged by its own frame (childViewIsInContainerView reports that).
        let frame = Stage.frame(of: view, in: s.container.view) ?? view.frame
        guard !frame.isClose(to: expected) else { return embeddedChildViewHasContentFrame() }
        let arguments = ["frame": frame.short, "expected": expected.short]
        let written = CallSites.layoutSite(of: view, frame: frame, expected: expected)
        if !s.contentFrameWasSet {
            // A frame write that ran and set nothing (`content.viewIfLoaded?.frame = …` before the
            // view was loaded), or what kept a spelled one from running. Pinned by constraints
            // instead: the pinning step that went wrong (`layoutSite`).
            let pinned = CallSites.writeSite(of: view, CallSites.constraintWrites, ownOnly: true) != nil
            fail(s, [.sizeChildView], FindingMessage("frameNeverSet", arguments), mistake: "A8",
                 location: pinned ? written : CallSites.skippedWrite(of: ["frame", "bounds", "center"], silent: true))
        } else if frame.isClose(to: s.container.view.frame) {
            fail(s, [.sizeChildView], FindingMessage("frameIsContainerFrame", arguments), mistake: "A8", location: written)
        } else {
            fail(s, [.sizeChildView], FindingMessage("frameNotContentFrame", arguments), mistake: "A8", location: written)
        }
    }

    /// The same frame, with the container embedded in a parent that places its view 20 points
    /// down: its `frame` is then not its `bounds`, and the content area must still come from
    /// `bounds` (frameForContentController).
    private func embeddedChildViewHasContentFrame() {
        guard let subject = Self.subject else { return }
        let s = AddChildScene.play(subject, embedded: true)
        guard let view = s.content.viewIfLoaded, s.contentViewIsInContainer else { return }
        let expected = s.container.frameForContentController()
        let frame = Stage.frame(of: view, in: s.container.view) ?? view.frame
        guard !frame.isClose(to: expected) else { return }
        let origin = s.container.view.frame.origin
        fail(s, [.sizeChildView],
             FindingMessage("frameOffWhenEmbedded", ["frame": frame.short, "expected": expected.short,
                                                     "origin": "(\(Int(origin.x)), \(Int(origin.y)))"]),
             mistake: "A8", embedded: true, location: CallSites.layoutSite(of: view, frame: frame, expected: expected))
    }

    @Test func willMoveArrivesOnceFromAddChild() {
        guard let s = scene() else { return }
        let willMoves = s.willMovesToContainer.count
        if willMoves == 1 && s.addChildCount == 1 { return }
        if s.addChildCount > 1 {
            fail(s, [.addOnce], FindingMessage("addChildRanTimesWillMove", ["count": "\(s.addChildCount)", "willMoves": "\(willMoves)"]),
                 mistake: "A9")
        } else if s.addChildCount == 0 && willMoves > 0 {
            fail(s, [.noManualWillMoveOnAdd, .addChildFirst], "willMoveWithoutAddChild", mistake: "A4")
        } else if willMoves > s.addChildCount {
            fail(s, [.noManualWillMoveOnAdd], FindingMessage("willMoveRepeated", ["count": "\(willMoves)"]), mistake: "A4")
        } else {
            let arrived = ChildCalls.moveCalls(s.content, .willMoveToParent, since: s.start, names: [(s.container, "container")])
            if arrived.isEmpty {
                fail(s, [.addChildFirst], "willMoveNeverArrived")
            } else {
                fail(s, [.addChildFirst], FindingMessage("willMoveOtherArrived", ["calls": arrived.joined(separator: ", ")]))
            }
        }
    }

    @Test func didMoveArrivesOnceAfterViewIsInPlace() {
        guard let s = scene() else { return }
        let didMoves = s.didMovesToContainer
        if didMoves.isEmpty {
            let arrived = ChildCalls.moveCalls(s.content, .didMoveToParent, since: s.start, names: [(s.container, "container")])
            fail(s, [.didMoveAfterView],
                 arrived.isEmpty ? "didMoveNeverArrived"
                                 : FindingMessage("didMoveOtherArrived", ["calls": arrived.joined(separator: ", ")]),
                 mistake: s.addChildCount >= 1 ? "A2" : nil)
        } else if didMoves.count > 1 {
            fail(s, s.addChildCount > 1 ? [.addOnce, .didMoveAfterView] : [.didMoveAfterView],
                 FindingMessage("didMoveRepeated", ["count": "\(didMoves.count)"]),
                 mistake: s.addChildCount > 1 ? "A9" : nil)
        } else if !didMoves[0].hadSuperview || !didMoves[0].inWindow {
            let addedLater = s.contentViewIsInContainer
            fail(s, [.didMoveAfterView], addedLater ? "didMoveBeforeView" : "didMoveViewNeverInPlace",
                 mistake: addedLater ? "A3" : nil)
        } else if let off = scene(offScreen: true), off.isChildOnce, off.didMovesToContainer.count != 1 {
            // Listing 5-1 has no window in it: a child added before the container is on screen
            // (from viewDidLoad, say) must hear didMove(toParent:) all the same.
            let count = off.didMovesToContainer.count
            fail(off, [.didMoveAfterView],
                 count == 0 ? "didMoveNeverArrivedOffScreen" : FindingMessage("didMoveRepeatedOffScreen", ["count": "\(count)"]),
                 mistake: count == 0 ? "A2" : nil, offScreen: true)
        }
    }

    @Test func appearanceArrivesOnceAsChild() {
        guard let s = scene() else { return }
        let willAppear = s.content.received(.viewWillAppear)
        let didAppear = s.content.received(.viewDidAppear)
        let direct = s.directAppearanceCalls
        // begin/end appearance calls of the learner's own (UIKitSim journals only those), on top
        // of UIKit's automatic forwarding, which already sends the appearance when the view goes
        // in (D19): the child's viewDidAppear then comes from the hand-sent end, not from UIKit.
        let forwarded = ChildCalls.firstHandForwarding(to: s.content, since: s.start)
        if direct.isEmpty, let forwarded, s.container.shouldAutomaticallyForwardAppearanceMethods {
            fail(s, [.optOutBeforeForwarding], FindingMessage("appearanceForwardedWhileAutomatic", ["call": forwarded.text]),
                 mistake: "D19", location: CallSites.location(ofEntry: forwarded.index))
            return
        }
        if direct.isEmpty && willAppear.count == 1 && didAppear.count == 1 && willAppear[0].parentIs(s.container)
            && willAppear[0].journalPosition <= didAppear[0].journalPosition { return }
        let counts = ["will": "\(willAppear.count)", "did": "\(didAppear.count)"]
        if !direct.isEmpty || !s.directCallWarnings.isEmpty {
            // The probe ran a callback UIKit never delivered: the learner called it.
            let callbacks = direct.isEmpty ? ChildCalls.warnedSelectors(since: s.start) : ChildCalls.apiNames(direct)
            fail(s, [.neverCallViewWillAppear],
                 FindingMessage("appearanceCalledDirectly", counts.merging(["callbacks": callbacks]) { a, _ in a }),
                 mistake: "D20")
        } else if s.addChildCount > 1 {
            fail(s, [.addOnce], FindingMessage("appearanceRepeatedByAddChild", counts.merging(["count": "\(s.addChildCount)"]) { a, _ in a }),
                 mistake: "A9")
        } else if willAppear.count > 1 || didAppear.count > 1 {
            let insertions = s.content.viewIfLoaded.map { ContainmentJournal.insertions(of: $0, since: s.start).count } ?? 0
            fail(s, [.addOnce],
                 insertions > 1
                    ? FindingMessage("appearanceRepeatedByViewInsertions", counts.merging(["count": "\(insertions)"]) { a, _ in a })
                    : FindingMessage("appearanceRepeated", counts))
        } else if ChildCalls.appearedOutside(s.content, parent: s.container, since: s.start) != nil {
            let addedLater = s.addChildCount == 1
            let willMoveInstead = s.addChildCount == 0 && !s.willMovesToContainer.isEmpty
            fail(s, addedLater ? [.addChildFirst] : [.addChildFirst, .viewsFollowControllers],
                 addedLater ? "appearedBeforeAddChild" : "appearedButNotChild",
                 mistake: addedLater ? "A6" : willMoveInstead ? "A4" : "A1")
        } else if !s.contentViewIsInContainer {
            fail(s, [.addChildView], "neverAppearedViewNotInside", mistake: s.otherViewsAdded.isEmpty ? nil : "A5")
        } else {
            fail(s, [.addChildFirst], FindingMessage("appearanceOutOfOrder", counts))
        }
    }

    @Test func layoutPassesDoNotAddAgain() {
        guard let s = scene(extraLayoutPasses: true), let layoutStart = s.layoutStart else { return }
        // Nothing added in the first place: "not added again" would be a vacuous pass.
        guard s.addChildCount >= 1 || s.contentViewIsInContainer else { return notApplicable("notRunNeverAdded") }
        let again = ContainmentJournal.addChildCount(of: s.content, since: layoutStart)
        let repeated = s.content.received.filter {
            $0.journalPosition > layoutStart && [.willMoveToParent, .didMoveToParent, .viewWillAppear].contains($0.callback)
        }
        guard again > 0 || !repeated.isEmpty else { return }
        if again > 0 {
            fail(s, [.addOnce], FindingMessage("layoutAddsChildAgain", ["count": "\(again)", "repeated": "\(repeated.count)"]),
                 mistake: "A9", extraLayoutPasses: true)
        } else {
            fail(s, [.addOnce],
                 FindingMessage("layoutRepeatsCallbacks", ["repeated": "\(repeated.count)", "callbacks": ChildCalls.apiNames(repeated)]),
                 extraLayoutPasses: true)
        }
    }
}
