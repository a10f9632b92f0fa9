@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the flip-in-container-view scenario: the container on screen with `map` embedded in
/// `topContainer` (given code), then `flip(from: map, to: info, options: .transitionFlipFromRight)`
/// and, once it has settled, `flip(from: info, to: map, options: .transitionFlipFromLeft)`.
@MainActor
final class FlipInContainerViewScene {
    struct Flip {
        let from: ProbeViewController
        let to: ProbeViewController
        let direction: UIView.AnimationOptions
        /// Journal positions: before the call, right after it, after everything settled.
        let start: Int
        var called: Int = 0
        var settled: Int = 0
        /// Where from.view was before the call (its superview and frame there).
        let slot: UIView?
        let slotBounds: CGRect
        /// Once the flip has settled.
        var toSuperview: UIView?
        var toFrame: CGRect?
        var fromSuperview: UIView?
        var fromIsChild = false
        var toIsChild = false
    }

    let container: any FlipInContainerViewContainer
    let map: ProbeViewController
    let info: ProbeViewController
    let window: UIWindow
    private(set) var flips: [Flip] = []

    private init(container: any FlipInContainerViewContainer, map: ProbeViewController, info: ProbeViewController,
                 window: UIWindow) {
        self.container = container
        self.map = map
        self.info = info
        self.window = window
    }

    static let directions: [UIView.AnimationOptions] = [.transitionFlipFromRight, .transitionFlipFromLeft]

    static func play(_ type: any FlipInContainerViewContainer.Type) -> FlipInContainerViewScene {
        Simulator.withFreshWorld {
            let map = ProbeViewController(label: "map")
            let info = ProbeViewController(label: "info")
            let container = type.init(mapController: map, infoController: info)
            Simulator.name(container, "container")
            let window = Stage.show(container)
            Simulator.name(container.header, "header")
            Simulator.name(container.topContainer, "topContainer")
            Simulator.name(container.bottomContainer, "bottomContainer")
            Simulator.name(container.view, "container.view")
            Simulator.runUntilIdle()
            map.clearRecord()
            info.clearRecord()
            let scene = FlipInContainerViewScene(container: container, map: map, info: info, window: window)
            scene.flip(from: map, to: info, direction: directions[0])
            scene.flip(from: info, to: map, direction: directions[1])
            return scene
        }
    }

    private func flip(from: ProbeViewController, to: ProbeViewController, direction: UIView.AnimationOptions) {
        let slot = from.viewIfLoaded?.superview
        var record = Flip(from: from, to: to, direction: direction, start: ContainmentJournal.position,
                          slot: slot, slotBounds: slot?.bounds ?? .zero)
        container.flip(from: from, to: to, options: direction)
        record.called = ContainmentJournal.position
        Simulator.runUntilIdle()
        Simulator.runLoopTurn()
        Simulator.runUntilIdle()
        record.settled = ContainmentJournal.position
        record.toSuperview = to.viewIfLoaded?.superview
        record.toFrame = to.viewIfLoaded?.frame
        record.fromSuperview = from.viewIfLoaded?.superview
        record.fromIsChild = from.parent === container
        record.toIsChild = to.parent === container
        flips.append(record)
    }

    static func expectedLines(flip index: Int) -> [String] {
        play(ReferenceFlipInContainerViewContainer.self).lines(flip: index)
    }

    func lines(flip index: Int) -> [String] {
        let flip = flips[index]
        let views = Simulator.journal.entries.filter { entry in
            guard entry.index >= flip.start, entry.index < flip.settled else { return false }
            if case .viewTransition = entry.event { return true }
            return false
        }
        let entries = ContainmentJournal.entries(for: [flip.from, flip.to], since: flip.start)
            .filter { $0.index < flip.settled }
        return Timeline.lines((entries + views).sorted { $0.index < $1.index })
    }

    func diagnostics(flip index: Int) -> [String] {
        let flip = flips[index]
        return Simulator.journal.entries.compactMap { entry -> String? in
            guard entry.index >= flip.start, entry.index < flip.settled, case let .diagnostic(d) = entry.event else { return nil }
            return d.description
        }
    }

    // MARK: Reading a flip

    func entries(_ flip: Flip) -> [JournalEntry] {
        Simulator.journal.entries.filter { $0.index >= flip.start && $0.index < flip.settled }
    }

    /// How long the task's flip lasts (README: "for 0.2 s, ease-in").
    static let duration: TimeInterval = 0.2

    /// The flip, cross-dissolve or curl UIKit ran (its carrier, options, duration and where it is).
    func viewTransition(_ flip: Flip)
        -> (entry: JournalEntry, carrier: ObjectIdentifier, options: UIView.AnimationOptions, duration: TimeInterval)? {
        for entry in entries(flip) {
            if case let .viewTransition(carrier, options, duration) = entry.event { return (entry, carrier.id, options, duration) }
        }
        return nil
    }

    /// Where the swap began: the view transition, else UIKit's controller transition.
    func transitionStart(_ flip: Flip) -> JournalEntry? {
        entries(flip).first { entry in
            switch entry.event {
            case .viewTransition, .transitionBegan: return true
            default: return false
            }
        }
    }

    /// Where the animation that carried the flip ended (UIKit's controller transition, or the
    /// UIView animation that began with it).
    func transitionEnd(_ flip: Flip) -> JournalEntry? {
        guard let start = transitionStart(flip) else { return nil }
        let later = entries(flip).filter { $0.index > start.index }
        if case .transitionBegan = start.event {
            return later.first { if case .transitionEnded = $0.event { return true } else { return false } }
        }
        if let began = later.first(where: { if case .animationBegan = $0.event { return true } else { return false } }),
           case let .animationBegan(id, _) = began.event {
            return later.first { if case let .animationEnded(other, _) = $0.event { return other == id } else { return false } }
        }
        return later.first { if case .transitionEnded = $0.event { return true } else { return false } }
    }

    func received(_ probe: ProbeViewController, _ callback: ProbeViewController.Callback, in flip: Flip) -> [ProbeViewController.Received] {
        probe.received(callback).filter { $0.journalPosition > flip.start && $0.journalPosition <= flip.settled }
    }

    func addChild(of probe: ProbeViewController, in flip: Flip) -> JournalEntry? {
        entries(flip).first { if case let .addChild(_, c) = $0.event { return c.id == ObjectIdentifier(probe) } else { return false } }
    }

    /// True when `addChild(probe)` ran at any time before journal position `end` (in the flip or
    /// earlier, from the learner's `viewDidLoad`).
    func wasAdded(_ probe: ProbeViewController, before end: Int) -> Bool {
        Simulator.journal.entries.contains { entry in
            guard entry.index < end, case let .addChild(_, c) = entry.event else { return false }
            return c.id == ObjectIdentifier(probe)
        }
    }

    func removeFromParent(of probe: ProbeViewController, in flip: Flip) -> JournalEntry? {
        entries(flip).first { if case let .removeFromParent(c, _) = $0.event { return c.id == ObjectIdentifier(probe) } else { return false } }
    }

    /// Where the learner's code (not UIKit's transition) put to.view into a superview before the swap began.
    func toViewAddedByHand(_ flip: Flip) -> JournalEntry? {
        guard let view = flip.to.viewIfLoaded else { return nil }
        return ContainmentJournal.insertions(of: view, since: flip.start, before: transitionStart(flip)?.index ?? Int.max)
            .first { $0.index < flip.settled }
    }

    /// Where the learner's code added to.view again after `transition(from:to:…)` had added it
    /// (in the animations block or later, before the flip settled): with UIKit's controller
    /// transition the first insertion after it began is UIKit's own; any other is by hand.
    func toViewAddedAgainByHand(_ flip: Flip) -> JournalEntry? {
        guard let view = flip.to.viewIfLoaded, let start = transitionStart(flip),
              case .transitionBegan = start.event else { return nil }
        let during = ContainmentJournal.insertions(of: view, since: start.index).filter { $0.index < flip.settled }
        return during.dropFirst().first
    }

    /// A readable name for a view of the scene.
    func name(_ id: ObjectIdentifier?) -> String {
        guard let id else { return "—" }
        let known: [(UIView?, String)] = [(container.view, "container.view"), (container.header, "header"),
                                          (container.topContainer, "topContainer"), (container.bottomContainer, "bottomContainer"),
                                          (map.viewIfLoaded, "map.view"), (info.viewIfLoaded, "info.view"), (window, "window")]
        return known.first { $0.0.map(ObjectIdentifier.init) == id }?.1 ?? "another view"
    }

    static func optionName(_ options: UIView.AnimationOptions) -> String {
        let names = [1: "transitionFlipFromLeft", 2: "transitionFlipFromRight", 3: "transitionCurlUp", 4: "transitionCurlDown",
                     5: "transitionCrossDissolve", 6: "transitionFlipFromTop", 7: "transitionFlipFromBottom"]
        return names[Int((options.rawValue >> 20) & 0x7)].map { "." + $0 } ?? "[]"
    }

    /// The options' animation curve (bits 16–17), as a message names it.
    static func curveName(_ options: UIView.AnimationOptions) -> String {
        let names = [0: ".curveEaseInOut (the default)", 1: ".curveEaseIn", 2: ".curveEaseOut", 3: ".curveLinear"]
        return names[Int((options.rawValue >> 16) & 0x3)] ?? "?"
    }

    static func isFlip(_ options: UIView.AnimationOptions) -> Bool {
        [1, 2, 6, 7].contains(Int((options.rawValue >> 20) & 0x7))
    }
}
