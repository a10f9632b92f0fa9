@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the cycle-animated scenario: the container on screen with `old` shown by a correct
/// add, then `cycle(from: old, to: new)`, observed right after the call, halfway through the
/// animation and once everything has finished.
@MainActor
struct CycleAnimatedScene {
    /// Where things stood at one moment of the swap.
    struct Snapshot {
        let time: TimeInterval
        let oldIsChild: Bool
        let newIsChild: Bool
        let oldSuperview: UIView?
        let newSuperview: UIView?
        let oldInWindow: Bool
        let newInWindow: Bool

        @MainActor
        init(_ container: UIViewController, old: UIViewController, new: UIViewController) {
            time = Simulator.now
            oldIsChild = old.parent === container
            newIsChild = new.parent === container
            oldSuperview = old.viewIfLoaded?.superview
            newSuperview = new.viewIfLoaded?.superview
            oldInWindow = old.viewIfLoaded?.window != nil
            newInWindow = new.viewIfLoaded?.window != nil
        }
    }

    /// The duration assumed when no transition started (the kata asks for 0.25 s).
    static let nominalDuration: TimeInterval = 0.25

    let container: any CycleAnimatedContainer
    let old: ProbeViewController
    let new: ProbeViewController
    let window: UIWindow
    let start: Int
    /// old.view's frame and superview before the swap.
    let oldFrame: CGRect
    let slot: UIView?
    let atCall: Snapshot
    let midway: Snapshot
    let after: Snapshot
    /// The journal entries where UIKit's transition began and ended, if it ran.
    let transitionBegan: JournalEntry?
    let transitionEnded: JournalEntry?
    let duration: TimeInterval

    /// Plays the scene with a fresh simulator. `embedded`: the container is on screen as the
    /// child of a parent that places its view `embeddedOffset` points down, so the container's
    /// `frame` is not its `bounds`.
    static func play(_ type: any CycleAnimatedContainer.Type, embedded: Bool = false) -> CycleAnimatedScene {
        Simulator.withFreshWorld {
            let container = type.init()
            Simulator.name(container, "container")
            let window: UIWindow
            if embedded {
                window = Stage.showEmbedded(container, offset: embeddedOffset)
            } else {
                window = Stage.show(container)
            }
            let old = ProbeViewController(label: "old")
            let new = ProbeViewController(label: "new")
            Stage.addChild(old, to: container)
            Simulator.runLoopTurn()
            let oldFrame = old.view.frame
            let slot = old.view.superview
            old.clearRecord()
            let start = ContainmentJournal.position

            container.cycle(from: old, to: new)
            let atCall = Snapshot(container, old: old, new: new)
            let began = ContainmentJournal.first(since: start) {
                if case .transitionBegan = $0 { return true } else { return false }
            }
            var duration = nominalDuration
            if let began, case let .transitionBegan(_, _, _, d) = began.event { duration = d }
            Simulator.advance(by: duration / 2)
            let midway = Snapshot(container, old: old, new: new)
            Simulator.advance(by: duration / 2 + 1)
            Simulator.runUntilIdle()
            Simulator.runLoopTurn()
            let after = Snapshot(container, old: old, new: new)
            let ended = ContainmentJournal.first(since: start) {
                if case .transitionEnded = $0 { return true } else { return false }
            }
            return CycleAnimatedScene(
                container: container, old: old, new: new, window: window, start: start, oldFrame: oldFrame, slot: slot,
                atCall: atCall, midway: midway, after: after, transitionBegan: began, transitionEnded: ended,
                duration: began == nil ? 0 : duration)
        }
    }

    /// How far down the parent places the container's view in the `embedded` scene.
    static let embeddedOffset: CGFloat = 20

    static func expectedLines(embedded: Bool = false) -> [String] {
        play(ReferenceCycleAnimatedContainer.self, embedded: embedded).actualLines
    }

    var actualLines: [String] { ContainmentJournal.lines(for: [old, new], since: start) }
    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    /// True if UIKit raised the "must have a common parent" exception.
    var siblingsException: String? {
        diagnostics.first { $0.contains("must have a common parent") }
    }
    /// The journal index of UIKit's "must have a common parent" exception, if raised.
    var siblingsExceptionIndex: Int? {
        ContainmentJournal.first(since: start) {
            if case let .diagnostic(d) = $0 { return d.text.contains("must have a common parent") } else { return false }
        }?.index
    }
    /// The last `UIView` animation of the learner's own (not a transition: those journal
    /// `transitionEnded`) that ended before journal position `position`, so a call made right
    /// after it ran in that animation's completion.
    func ownAnimationEnd(before position: Int) -> JournalEntry? {
        let ended = Simulator.journal.entries.last { entry in
            guard entry.index >= start, entry.index < position else { return false }
            switch entry.event {
            case .animationEnded, .transitionEnded: return true
            default: return false
            }
        }
        // A completion runs at the instant its animation ends, before virtual time moves on.
        guard let ended, case .animationEnded = ended.event, ended.time == time(atJournalPosition: position) else { return nil }
        return ended
    }
    /// The virtual time of the journal entry just before `position` (when a call there happened).
    func time(atJournalPosition position: Int) -> TimeInterval {
        Simulator.journal.entries.last { $0.index < position }?.time ?? 0
    }
    /// The first "Unbalanced calls to begin/end appearance transitions" warning, if any.
    var unbalancedWarning: String? {
        diagnostics.first { $0.contains("Unbalanced calls") }
    }
    /// Journal entries where the learner's code (not the transition) put new.view into a superview
    /// before the transition began.
    var newViewAddedByHand: [JournalEntry] {
        guard let view = new.viewIfLoaded else { return [] }
        return ContainmentJournal.insertions(of: view, since: start, before: transitionBegan?.index ?? Int.max)
    }
    /// The entry where `addChild(new)` reached UIKit.
    var addChildOfNew: JournalEntry? {
        let id = ObjectIdentifier(new)
        return ContainmentJournal.first(since: start) {
            if case let .addChild(_, c) = $0 { return c.id == id } else { return false }
        }
    }
    /// The entry where `old.removeFromParent()` reached UIKit.
    var removeFromParentOfOld: JournalEntry? {
        let id = ObjectIdentifier(old)
        return ContainmentJournal.first(since: start) {
            if case let .removeFromParent(c, _) = $0 { return c.id == id } else { return false }
        }
    }
    /// Frame changes of `view` made inside an animation block, in order.
    func animatedFrameChanges(of view: UIView?) -> [(from: CGRect, to: CGRect)] {
        guard let view else { return [] }
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.compactMap { entry in
            guard entry.index >= start, entry.inAnimation, case let .frameChange(v, from, to) = entry.event,
                  v.id == id else { return nil }
            return (from, to)
        }
    }
}

/// The swap and then a swap back: with `old` shown, `cycle(from: old, to: new)`, everything
/// settled, then `cycle(from: new, to: old)`. A container that keeps state across swaps (a busy
/// flag, the child it remembers as shown) must let the second swap run as the first did.
@MainActor
struct CycleBackScene {
    let old: ProbeViewController
    let new: ProbeViewController
    let start: Int
    /// Where the swap back was asked for.
    let backStart: Int
    /// The first swap left `new` shown as the only child of the two.
    let firstFinished: Bool
    /// UIKit's transition of the swap back began.
    let backBegan: JournalEntry?
    /// The swap back left `old` shown as the only child of the two.
    let backFinished: Bool

    static func play(_ type: any CycleAnimatedContainer.Type) -> CycleBackScene {
        Simulator.withFreshWorld {
            let container = type.init()
            Simulator.name(container, "container")
            _ = Stage.show(container)
            let old = ProbeViewController(label: "old")
            let new = ProbeViewController(label: "new")
            Stage.addChild(old, to: container)
            Simulator.runLoopTurn()
            let start = ContainmentJournal.position
            @MainActor func swap(from leaving: ProbeViewController, to arriving: ProbeViewController) -> Bool {
                container.cycle(from: leaving, to: arriving)
                Simulator.advance(by: CycleAnimatedScene.nominalDuration + 1)
                Simulator.runUntilIdle()
                Simulator.runLoopTurn()
                return arriving.parent === container && leaving.parent !== container
                    && arriving.viewIfLoaded?.window != nil && leaving.viewIfLoaded?.superview == nil
            }
            let firstFinished = swap(from: old, to: new)
            let backStart = ContainmentJournal.position
            let backFinished = firstFinished && swap(from: new, to: old)
            let began = ContainmentJournal.first(since: backStart) {
                if case .transitionBegan = $0 { return true } else { return false }
            }
            return CycleBackScene(old: old, new: new, start: start, backStart: backStart,
                                  firstFinished: firstFinished, backBegan: began, backFinished: backFinished)
        }
    }

    static func expectedLines() -> [String] { play(ReferenceCycleAnimatedContainer.self).actualLines }

    var actualLines: [String] { ContainmentJournal.lines(for: [old, new], since: start) }
    var diagnostics: [String] { Timeline.diagnostics(since: start) }
}
