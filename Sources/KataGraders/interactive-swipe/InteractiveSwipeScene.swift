@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the interactive-swipe scenario: the container on screen showing `sections[0]`, a
/// right-edge pan recognizer on its view whose action calls the learner's `handleSwipe(_:)`,
/// then one or more simulated swipes, each followed by everything settling (animations ended,
/// deferred callbacks delivered). The recognizer's action also takes a snapshot right after each
/// call of `handleSwipe(_:)`, so a check can see what `.began` and each `.changed` did.
@MainActor
final class InteractiveSwipeScene {
    /// A simulated finger: total leftward translations (one per step; the first begins), the
    /// velocity reported throughout, and how the touches end.
    struct Swipe {
        let translations: [CGFloat]
        let velocity: CGFloat
        let end: Simulator.TouchEnd
        /// What the learner's finish test should have passed on for this swipe (the locator
        /// names the test that reads it), when one quantity decides.
        var deciding: String? = nil

        /// Released early with speed: finishes on velocity (≥ 1,000 pt/s).
        static let flick = Swipe(translations: [-10, -30, -60], velocity: -1200, end: .lift, deciding: "velocity")
        /// Dragged past half the width, released slowly: finishes on distance.
        static let pastHalf = Swipe(translations: [-60, -150, -250], velocity: -40, end: .lift, deciding: "translation")
        /// Released under a quarter of the width, slowly: cancels. (A finish test that let it
        /// through most likely misjudged its distance; the locator names the test of the
        /// translation, a guess the learner cases measured bear out.)
        static let early = Swipe(translations: [-20, -40, -60], velocity: -80, end: .lift, deciding: "translation")
        /// The system cancels the touches (past half, fast): cancels all the same.
        static let systemCancel = Swipe(translations: [-60, -150, -250], velocity: -1200, end: .systemCancel)
    }

    /// Right after one call of `handleSwipe(_:)`.
    struct Step {
        let state: UIGestureRecognizer.State
        let translation: CGFloat
        /// Journal positions before and after the call.
        let before: Int
        let after: Int
        let newIsChild: Bool
        let newSuperview: UIView?
        let currentSuperview: UIView?
        /// new.view sits under current.view in their one superview: it would slide in hidden.
        var newBelowCurrent = false
        /// new.view's rectangle in the container view's coordinates (transforms included), at the
        /// end of the step's run-loop turn (after layout, so constraints have been applied).
        var newRect: CGRect?
    }

    /// One swipe: who was shown, who should come in, what each call did, when it all settled.
    struct Run {
        let swipe: Swipe
        let current: ProbeViewController
        let new: ProbeViewController?
        let start: Int
        var steps: [Step] = []
        var settled: Int = 0
        /// After everything settled: was each still (or now) a child, was its view in the hierarchy.
        var newIsChildAtEnd = false
        var currentIsChildAtEnd = false
        var newInHierarchyAtEnd = false
        let currentFrame: CGRect
        let currentSuperview: UIView?

        var began: Step? { steps.first { $0.state == .began } }
        var changes: [Step] { steps.filter { $0.state == .changed } }
        var release: Step? { steps.first { $0.state == .ended || $0.state == .cancelled } }
        var probes: [ProbeViewController] { [current] + (new.map { [$0] } ?? []) }
    }

    let container: any InteractiveSwipeContainer
    let sections: [ProbeViewController]
    let window: UIWindow
    private(set) var runs: [Run] = []
    private var active: Run?

    private init(container: any InteractiveSwipeContainer, sections: [ProbeViewController], window: UIWindow) {
        self.container = container
        self.sections = sections
        self.window = window
    }

    /// Plays `swipes` one after the other on a container of `count` sections.
    static func play(_ type: any InteractiveSwipeContainer.Type, sections count: Int = 3,
                     swipes: [Swipe]) -> InteractiveSwipeScene {
        Simulator.withFreshWorld {
            let sections = (0..<count).map { ProbeViewController(label: "sections[\($0)]") }
            let container = type.init(sections: sections)
            Simulator.name(container, "container")
            let window = Stage.show(container)
            let scene = InteractiveSwipeScene(container: container, sections: sections, window: window)
            scene.install()
            Simulator.runLoopTurn()
            sections.forEach { $0.clearRecord() }
            for swipe in swipes { scene.perform(swipe) }
            return scene
        }
    }

    /// The recognizer actually used: its action calls the learner's handler and takes a snapshot.
    private var pan: UIScreenEdgePanGestureRecognizer!

    private func install() {
        let pan = UIScreenEdgePanGestureRecognizer(handler: { [weak self] gesture in
            guard let self, let pan = gesture as? UIPanGestureRecognizer else { return }
            self.call(pan)
        })
        pan.edges = .right
        Simulator.name(pan, "edgePan")
        container.view.addGestureRecognizer(pan)
        self.pan = pan
    }

    private func newRect(_ run: Run) -> CGRect? {
        guard let view = run.new?.viewIfLoaded, view.superview != nil else { return nil }
        return view.convert(view.bounds, to: container.view)
    }

    private func call(_ gesture: UIPanGestureRecognizer) {
        // The previous step's turn has ended (layout done): that is where its view really was.
        if var run = active, !run.steps.isEmpty {
            run.steps[run.steps.count - 1].newRect = newRect(run)
            active = run
        }
        let before = ContainmentJournal.position
        let state = gesture.state
        container.handleSwipe(gesture)
        guard var run = active else { return }
        // The finger's total movement (the learner may have reset the recognizer's translation).
        let translation = run.swipe.translations[min(run.steps.count, run.swipe.translations.count - 1)]
        let newView = run.new?.viewIfLoaded
        run.steps.append(Step(
            state: state, translation: translation, before: before, after: ContainmentJournal.position,
            newIsChild: run.new.map { $0.parent === container } ?? false,
            newSuperview: newView?.superview,
            currentSuperview: run.current.viewIfLoaded?.superview,
            newBelowCurrent: Self.isBelow(newView, run.current.viewIfLoaded),
            newRect: newRect(run)))
        active = run
    }

    /// Whether `view` comes before `other` among their common superview's subviews (drawn under it).
    static func isBelow(_ view: UIView?, _ other: UIView?) -> Bool {
        guard let view, let other, let superview = view.superview, other.superview === superview,
              let a = superview.subviews.firstIndex(where: { $0 === view }),
              let b = superview.subviews.firstIndex(where: { $0 === other }) else { return false }
        return a < b
    }

    private func perform(_ swipe: Swipe) {
        let current = (container.children.first as? ProbeViewController) ?? sections[0]
        let index = sections.firstIndex { $0 === current } ?? 0
        let new = index + 1 < sections.count ? sections[index + 1] : nil
        let currentView = current.viewIfLoaded
        active = Run(swipe: swipe, current: current, new: new, start: ContainmentJournal.position,
                     currentFrame: currentView.map { $0.convert($0.bounds, to: container.view) } ?? .zero,
                     currentSuperview: currentView?.superview)
        Simulator.pan(pan, translations: swipe.translations.map { CGPoint(x: $0, y: 0) },
                      velocity: CGPoint(x: swipe.velocity, y: 0), end: swipe.end)
        Simulator.runUntilIdle()
        Simulator.runLoopTurn()
        Simulator.runUntilIdle()
        active!.settled = ContainmentJournal.position
        active!.newIsChildAtEnd = new?.parent === container
        active!.currentIsChildAtEnd = current.parent === container
        active!.newInHierarchyAtEnd = new?.viewIfLoaded?.superview != nil
        runs.append(active!)
        active = nil
    }

    // MARK: Reading the run

    static func expectedLines(sections count: Int = 3, swipes: [Swipe], run index: Int) -> [String] {
        play(ReferenceInteractiveSwipeContainer.self, sections: count, swipes: swipes).lines(run: index)
    }

    func lines(run index: Int) -> [String] {
        guard index < runs.count else { return [] }
        let run = runs[index]
        return ContainmentJournal.lines(for: run.probes, since: run.start)
    }

    func diagnostics(run index: Int) -> [String] {
        guard index < runs.count else { return Timeline.diagnostics() }
        return Timeline.diagnostics(since: runs[index].start)
    }

    /// What `probe` received during `run`.
    func received(_ probe: ProbeViewController, in run: Run) -> [ProbeViewController.Received] {
        probe.received.filter { $0.journalPosition > run.start && $0.journalPosition <= run.settled }
    }

    func received(_ probe: ProbeViewController, _ callback: ProbeViewController.Callback,
                  in run: Run) -> [ProbeViewController.Received] {
        received(probe, in: run).filter { $0.callback == callback }
    }

    /// Journal entries of animations that began during the release call, and where the last ended.
    func releaseAnimationEnd(_ run: Run) -> JournalEntry? {
        guard let release = run.release else { return nil }
        var ids: Set<Int> = []
        for entry in Simulator.journal.entries where entry.index >= release.before && entry.index < release.after {
            if case let .animationBegan(id, duration) = entry.event, duration > 0 { ids.insert(id) }
        }
        return Simulator.journal.entries.last { entry in
            guard entry.index >= release.after, entry.index < run.settled,
                  case let .animationEnded(id, _) = entry.event else { return false }
            return ids.contains(id)
        }
    }

    /// The entry where `addChild` reached UIKit for `probe` during `run`.
    func addChild(of probe: ProbeViewController, in run: Run) -> JournalEntry? {
        let id = ObjectIdentifier(probe)
        return Simulator.journal.entries.first { entry in
            guard entry.index >= run.start, entry.index < run.settled, case let .addChild(_, c) = entry.event else { return false }
            return c.id == id
        }
    }

    func removeFromParent(of probe: ProbeViewController, in run: Run) -> JournalEntry? {
        let id = ObjectIdentifier(probe)
        return Simulator.journal.entries.first { entry in
            guard entry.index >= run.start, entry.index < run.settled, case let .removeFromParent(c, _) = entry.event else { return false }
            return c.id == id
        }
    }

    func unbalancedWarning(run index: Int) -> String? {
        diagnostics(run: index).first { $0.contains("Unbalanced calls") }
    }
}
