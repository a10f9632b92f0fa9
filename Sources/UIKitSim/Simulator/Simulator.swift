import Foundation

/// The controls UIKit has no names for (uikit-semantics §7): the virtual clock and run loop,
/// and what UIKitSim recorded (§8). UIKit is driven by a run loop and Core Animation; UIKitSim by
/// a virtual clock, so tests are deterministic and instant.
@MainActor
@_spi(Simulator) public enum Simulator {
    /// The virtual clock, in seconds since the last `reset()`.
    public static var now: TimeInterval { VirtualRunLoop.now }

    /// UIKit's exceptions and console warnings, in order.
    public static var diagnostics: [Diagnostic] { Diagnostics.all }

    /// Everything recorded since the last `reset()`.
    public static var journal: Journal { JournalRecorder.journal }

    /// Ends the current run-loop turn: pending layout passes, deferred `viewDid…` callbacks and
    /// zero-duration animation completions run (repeatedly, until nothing new is pending).
    public static func runLoopTurn() { VirtualRunLoop.endTurn(); endAct() }

    /// Ends the current turn, then moves the clock by `seconds`, finishing every animation (and
    /// running its completion) that ends by then, each followed by a run-loop turn.
    public static func advance(by seconds: TimeInterval) { VirtualRunLoop.advance(by: seconds); endAct() }

    /// Finishes everything pending: turns, animations, timed work.
    public static func runUntilIdle() { VirtualRunLoop.runUntilIdle(); endAct() }

    /// The driver's act now: 0 after `reset()`, one more each time the driver (a test, a grader)
    /// hands the run loop a turn (`runLoopTurn`, `advance`, `runUntilIdle`). An act is what the
    /// driver did since the last hand-off plus what the run loop then ran; journal entries carry it.
    public static var act: Int { JournalRecorder.act }

    /// Called at the end of each act (before the number moves on), so a grader can note what ran
    /// in it. Not reset by `reset()`, like `journalObserver`.
    public static var actObserver: (@MainActor (Int) -> Void)?

    private static func endAct() {
        actObserver?(JournalRecorder.act)
        JournalRecorder.act += 1
    }

    /// A fresh world: no windows, clock at zero, empty journal and diagnostics, no names.
    public static func reset() {
        VirtualRunLoop.reset()
        Animations.reset()
        Delivery.reset()
        LayoutEngine.reset()
        ConstraintRegistry.reset()
        JournalRecorder.reset()
        Diagnostics.reset()
        ObjectNames.reset()
        WindowRegistry.reset()
        ActiveCoordinators.reset()
        PresentationControls.reset()
        TraitChange.upcoming = [:]
    }

    /// Gives `object` a readable name in the journal and timelines. A controller's view is then
    /// named "<label>.view" unless it has a name of its own.
    public static func name(_ object: AnyObject, _ label: String) { ObjectNames.set(label, for: object) }

    /// Called synchronously with each new journal entry's index, on the stack of the call that
    /// caused it (graders capture the call site there, to point a finding at the learner's line).
    /// Not reset by `reset()`: it belongs to the grading process, not to one world.
    public static var journalObserver: (@MainActor (Int) -> Void)?

    /// Called synchronously when code sets a property a grader may judge by its value (`isHidden`,
    /// `alpha`, `frame`, a delegate, a popover's anchor…), on the setter's stack, with the object
    /// and the property's name: a finding about a wrong value points at the line that wrote it.
    /// Writes UIKitSim makes itself (layout, autoresizing) do not call it.
    public static var propertyWriteObserver: (@MainActor (AnyObject, String) -> Void)?

    static func noteWrite(_ object: AnyObject, _ property: String) {
        guard !writingAsUIKit else { return }
        propertyWriteObserver?(object, property)
    }

    /// Set while UIKitSim writes a property itself through a public setter (the default
    /// `loadView()`'s autoresizing mask): the learner's line on the stack did not write it.
    private static var writingAsUIKit = false

    /// Runs `body` as UIKit's own work: its property writes are not reported as the caller's.
    static func asUIKit<T>(_ body: () -> T) -> T {
        let was = writingAsUIKit
        writingAsUIKit = true
        defer { writingAsUIKit = was }
        return body()
    }

    /// Whether a UIView animation block (non-zero duration, animations enabled) is running now.
    public static var isInsideAnimation: Bool { Animations.isAnimating }
}

/// Appends to the journal with the current time and animation state.
@MainActor
enum JournalRecorder {
    private(set) static var journal = Journal()

    static var act = 0

    static func record(_ event: JournalEvent) {
        journal.append(event, time: VirtualRunLoop.now, inAnimation: Animations.isAnimating, act: act)
        Simulator.journalObserver?(journal.entries.count - 1)
    }

    static func reset() {
        journal = Journal()
        act = 0
    }
}
