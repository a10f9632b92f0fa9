internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `embed-on-load` (Interface Builder's container view, in code). The container's view
/// loads off screen, then it becomes a window's root and appears, then the window turns, then it
/// is laid out again and disappears and reappears. A correct container embedded `content` while
/// its view loaded: content is its child once, before anything loaded its view, and heard
/// `willMove` only from `addChild`;
/// content's view is `slot`'s only subview, fills `slot.bounds` and still does after the turn;
/// `didMove` arrived once with the view in place; content's appearance callbacks each came once,
/// right after the container's own; nothing later embedded it again.
@Suite(.serialized, .freshSimulator) @MainActor
public struct EmbedOnLoadGrader {
    /// The learner's container type; the kata's contract file sets it before the tests run.
    public static var subject: (any EmbedOnLoadContainer.Type)?

    public init() {}

    private func scene() -> EmbedOnLoadScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No container registered: set EmbedOnLoadGrader.subject in the contract file.")
            return nil
        }
        return EmbedOnLoadScene.play(subject)
    }

    private func fail(_ s: EmbedOnLoadScene, _ rules: [RuleID], _ key: String, _ arguments: [String: String] = [:],
                      mistake: String? = nil, masklessContent: Bool = false, location: Finding.Location? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: s.actualLines,
               diagnostics: s.diagnostics, expected: { EmbedOnLoadScene.expectedLines(masklessContent: masklessContent) },
               location: location, sourceLocation: sourceLocation)
    }

    /// The learner's line that last set content's view frame (or, for a view that did not follow
    /// the slot, its autoresizing mask) up to journal position `upTo`.
    private func frameSite(_ s: EmbedOnLoadScene, upTo: Int, followingTurn: Bool = false,
                           frame: CGRect, expected: CGRect) -> Finding.Location? {
        guard let view = s.content.viewIfLoaded else { return nil }
        if followingTurn {
            if let mask = CallSites.writeSite(of: view, ["autoresizingMask"], upTo: upTo, ownOnly: true) { return mask }
            // A mask set on another view (slot) instead — unless the learner sizes the view on
            // every layout pass (its frame written during the turn): then where that frame came from.
            let sizedInLayout = CallSites.writeSite(of: view, ["frame", "bounds", "center"], from: s.showEnd, upTo: upTo,
                                                    ownOnly: true) != nil
            if !sizedInLayout, let mask = CallSites.writeSite(of: view, "autoresizingMask", upTo: upTo) { return mask }
        }
        return CallSites.layoutSite(of: view, frame: frame, expected: expected, upTo: upTo)
    }

    @Test func contentIsChildOnce() {
        guard let s = scene() else { return }
        let total = s.addChildCount()
        let isChildOnce = s.content.parent === s.container
            && s.container.children.filter { $0 === s.content }.count == 1
        let firstAdd = s.entries(from: s.start, to: .max) { event in
            if case let .addChild(_, c) = event { return c.id == ObjectIdentifier(s.content) }
            return false
        }.first?.index
        let firstInsertion = s.content.viewIfLoaded.flatMap { ContainmentJournal.insertions(of: $0, since: s.start).first?.index }
        if let firstAdd, let firstInsertion, firstInsertion < firstAdd {
            fail(s, [.addChildFirst], "viewBeforeAddChild", mistake: "A6")
            return
        }
        if total == 1 && isChildOnce { return }
        if total == 0 {
            if s.afterShow.insideContainer {
                fail(s, [.addChildFirst], "viewWithoutAddChild", mistake: "A1")
            } else {
                fail(s, [.addChildFirst], "neverAdded")
            }
        } else if total > 1 {
            let later = s.addChildCount(from: s.loadEnd)
            fail(s, [.addOnce], "addedTimes", ["count": "\(total)", "later": "\(later)"], mistake: later > 0 ? "H36" : "A9")
        } else {
            fail(s, [.addChildFirst], "notChildAtEnd")
        }
    }

    /// Touching `content.view` before `addChild(content)` (to size it, or keeping it in a local)
    /// loads it while content has no parent: its `viewDidLoad` runs outside containment, even when
    /// the view goes into slot only after addChild — mistake A6's symptom, judged as add-child
    /// judges it (ChildCalls). Read from the very start of the scene: the container's `init` may
    /// have touched the view too.
    @Test func contentViewLoadsAsChild() {
        guard let s = scene() else { return }
        guard s.addChildCount() >= 1 else { return notApplicable("notRunNotAdded") }
        guard ChildCalls.loadedWithoutParent(s.content) != nil else { return }
        fail(s, [.addChildFirst], "viewLoadedBeforeAddChild", mistake: "A6")
    }

    /// addChild(_:) sends willMove(toParent:) itself; one the learner sends as well reaches content
    /// twice, and one sent instead of addChild makes no child (mistake A4). Points at the learner's
    /// own willMove line.
    @Test func willMoveComesOnlyFromAddChild() {
        guard let s = scene() else { return }
        let willMoves = s.willMovesToContainer()
        let added = s.addChildCount()
        guard added > 0 || !willMoves.all.isEmpty else { return notApplicable("notRunNeverAdded") }
        guard let byHand = willMoves.byHand.first else { return }
        let args = ["willMoves": "\(willMoves.all.count)", "addChild": "\(added)", "byHand": "\(willMoves.byHand.count)"]
        let location = CallSites.location(ofEntry: byHand.index)
        if added == 0 {
            fail(s, [.noManualWillMoveOnAdd, .addChildFirst], "willMoveWithoutAddChild", args, mistake: "A4", location: location)
        } else {
            fail(s, [.noManualWillMoveOnAdd], "willMoveByHand", args, mistake: "A4", location: location)
        }
    }

    @Test func contentViewIsSlotsOnlySubview() {
        guard let s = scene() else { return }
        for p in [s.afterShow, s.afterLater] {
            if p.superviewIsSlot && p.slotSubviews == 1 { continue }
            if !p.loaded || !p.insideContainer {
                fail(s, [.addChildView, .embedInContainerView], "viewNotInContainer")
            } else if p.superviewIsRootView {
                fail(s, [.embedInContainerView, .addChildView], "viewInRootView", mistake: "H36")
            } else if !p.superviewIsSlot {
                fail(s, [.embedInContainerView], "viewInOtherView")
            } else {
                // The learner's line that put another view into the slot.
                let slot = ObjectIdentifier(s.container.slot), content = s.content.viewIfLoaded.map(ObjectIdentifier.init)
                let other = Simulator.journal.entries.first { entry in
                    guard entry.index >= s.start, case let .addSubview(view, superview) = entry.event else { return false }
                    return superview.id == slot && view.id != content
                }
                fail(s, [.embedInContainerView], "slotHasOtherSubviews", ["count": "\(p.slotSubviews)"],
                     location: other.flatMap { CallSites.location(ofEntry: $0.index) })
            }
            return
        }
    }

    @Test func contentViewFillsSlot() {
        guard let s = scene() else { return }
        let p = s.afterShow
        if p.coversSlotArea { return }
        guard let frame = p.shownFrame else {
            fail(s, [.sizeChildView], "cannotFillOutsideContainer")
            return
        }
        let bounds = p.frameInSlot != nil ? p.slotBounds : p.slotFrame
        let args = ["frame": frame.short, "bounds": bounds.short]
        if p.frameInSlot != nil && frame.isClose(to: p.slotFrame) {
            fail(s, [.sizeChildView, .embedInContainerView], "usedSlotFrame", args, mistake: "A8",
                 location: frameSite(s, upTo: s.showEnd, frame: frame, expected: bounds))
        } else if !frameWasSet(s) {
            fail(s, [.sizeChildView, .embedInContainerView], "frameNeverSet", args, mistake: "A8",
                 location: frameSite(s, upTo: s.showEnd, frame: frame, expected: bounds))
        } else {
            fail(s, [.sizeChildView, .embedInContainerView], "doesNotFill", args, mistake: "A8",
                 location: frameSite(s, upTo: s.showEnd, frame: frame, expected: bounds))
        }
    }

    @Test func contentViewFollowsSlotWhenWindowTurns() {
        guard let s = scene() else { return }
        let p = s.afterTurn
        if p.coversSlotArea { return masklessContentFollowsTurn() }
        guard let frame = p.shownFrame else {
            fail(s, [.sizeChildView], "cannotFillOutsideContainer")
            return
        }
        let bounds = p.frameInSlot != nil ? p.slotBounds : p.slotFrame
        let args = ["frame": frame.short, "bounds": bounds.short]
        if s.afterShow.coversSlotArea, let view = s.content.viewIfLoaded, !view.translatesAutoresizingMaskIntoConstraints,
           !view.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight]) {
            // A flexible mask that does nothing: the view does not translate it into constraints
            // (§15.1), and no constraint of its own made it follow. Where the flag was turned off.
            fail(s, [.sizeChildView, .embedInContainerView], "maskIgnoredWithoutTranslation", args,
                 location: CallSites.writeSite(of: view, "translatesAutoresizingMaskIntoConstraints", upTo: s.turnEnd))
        } else if s.afterShow.coversSlotArea {
            fail(s, [.sizeChildView, .embedInContainerView], "didNotFollowTurn", args, mistake: "A8",
                 location: frameSite(s, upTo: s.turnEnd, followingTurn: true, frame: frame, expected: bounds))
        } else {
            fail(s, [.sizeChildView, .embedInContainerView], "doesNotFillAfterTurn", args, mistake: "A8",
                 location: frameSite(s, upTo: s.turnEnd, frame: frame, expected: bounds))
        }
    }

    /// The same turn with a content controller whose own `loadView` gives its view no autoresizing
    /// mask (UIView's default is none; only UIKit's default `loadView` makes a flexible one): the
    /// view then follows slot only by the container's doing — a mask it sets on content.view,
    /// constraints, or a frame set on every layout pass — as an embed segue's child does.
    private func masklessContentFollowsTurn() {
        guard let subject = Self.subject else { return }
        let s = EmbedOnLoadScene.play(subject, masklessContent: true)
        let p = s.afterTurn
        guard s.afterShow.coversSlotArea, !p.coversSlotArea, let frame = p.shownFrame else { return }
        let bounds = p.frameInSlot != nil ? p.slotBounds : p.slotFrame
        fail(s, [.sizeChildView, .embedInContainerView], "didNotFollowTurnWithoutOwnMask",
             ["frame": frame.short, "bounds": bounds.short], mistake: "A8", masklessContent: true,
             location: frameSite(s, upTo: s.turnEnd, followingTurn: true, frame: frame, expected: bounds))
    }

    @Test func didMoveArrivesOnceAfterViewIsInPlace() {
        guard let s = scene() else { return }
        let didMoves = s.didMoves
        if didMoves.count == 1 && didMoves[0].hadSuperview { return }
        if didMoves.isEmpty {
            fail(s, [.didMoveAfterView], "didMoveMissing", mistake: s.addChildCount() >= 1 ? "A2" : nil)
        } else if didMoves.count > 1 {
            let again = s.addChildCount() > 1
            fail(s, again ? [.addOnce, .didMoveAfterView] : [.didMoveAfterView], "didMoveTimes",
                 ["count": "\(didMoves.count)"], mistake: again ? "H36" : nil)
        } else if s.afterShow.insideContainer {
            fail(s, [.didMoveAfterView], "didMoveBeforeView", mistake: "A3")
        } else {
            fail(s, [.didMoveAfterView], "didMoveWithoutView")
        }
    }

    /// §13.2: embedded at load, content's appearance follows the container's, one step behind.
    @Test func appearanceFollowsContainer() {
        guard let s = scene() else { return }
        let actual = s.appearance(from: s.start, to: s.showEnd)
        let expected = ["container.viewWillAppear", "content.viewWillAppear", "container.viewDidAppear", "content.viewDidAppear"]
        if actual == expected { return }
        let args = ["actual": actual.isEmpty ? "—" : actual.joined(separator: " → "), "expected": expected.joined(separator: " → ")]
        let willAppear = s.content.received(.viewWillAppear).filter { $0.journalPosition <= s.showEnd }
        if let first = willAppear.first, !first.parentIs(s.container) {
            let addedLater = s.addChildCount() > 0
            fail(s, [.addChildFirst], "appearedWithoutParent", args, mistake: addedLater ? "A6" : "A1")
        } else if willAppear.count > 1 || s.content.received(.viewDidAppear).filter({ $0.journalPosition <= s.showEnd }).count > 1 {
            fail(s, [.addOnce], "appearedTwice", args, mistake: "A9")
        } else if s.addChildCount(from: s.loadEnd, to: s.showEnd) > 0 {
            fail(s, [.embedInContainerView], "embeddedAfterLoad", args, mistake: "H36")
        } else {
            fail(s, [.embedInContainerView, .addChildView], "appearanceOrder", args)
        }
    }

    @Test func laterPassesAddNothing() {
        guard let s = scene() else { return }
        let added = s.addChildCount(from: s.showEnd)
        let didMoves = s.didMoves.filter { $0.journalPosition > s.showEnd }.count
        let insertions = s.insertions(from: s.showEnd)
        if added > 0 || didMoves > 0 || insertions > 0 {
            fail(s, [.addOnce, .embedInContainerView], "embeddedAgain",
                 ["addChild": "\(added)", "didMove": "\(didMoves)", "insertions": "\(insertions)"], mistake: "H36")
            return
        }
        let turn = s.appearance(from: s.showEnd, to: s.turnEnd).filter { $0.hasPrefix("content.") }
        let later = s.appearance(from: s.turnEnd, to: s.end).filter { $0.hasPrefix("content.") }
        let expected = ["content.viewWillDisappear", "content.viewDidDisappear", "content.viewWillAppear", "content.viewDidAppear"]
        if turn.isEmpty && later == expected { return }
        fail(s, [.addOnce, .embedInContainerView], "laterAppearance",
             ["actual": (turn + later).isEmpty ? "—" : (turn + later).joined(separator: " → "),
              "expected": expected.joined(separator: " → ")])
    }

    /// True when anything set content.view's frame after it loaded (by hand, a mask or constraints).
    private func frameWasSet(_ s: EmbedOnLoadScene) -> Bool {
        guard let view = s.content.viewIfLoaded else { return false }
        return !s.entries(from: s.start, to: s.showEnd) { event in
            if case let .frameChange(v, _, _) = event { return v.id == ObjectIdentifier(view) }
            return false
        }.isEmpty
    }
}
