import Foundation

/// The virtual clock and run loop (uikit-semantics §7). Work is either deferred to the end of
/// the current turn (UIKit's CATransaction commit: layout, then `viewDidAppear`-style callbacks)
/// or scheduled at a virtual time (animation ends).
@MainActor
enum VirtualRunLoop {
    private struct Timed {
        let time: TimeInterval
        let sequence: Int
        let work: () -> Void
    }

    private(set) static var now: TimeInterval = 0
    private static var endOfTurn: [() -> Void] = []
    private static var timed: [Timed] = []
    private static var sequence = 0
    /// A learner's code can keep scheduling work forever; these bounds keep a run finite.
    private static let maxRoundsPerTurn = 100
    private static let maxTimedSteps = 100_000

    static func deferToEndOfTurn(_ work: @escaping () -> Void) { endOfTurn.append(work) }

    static func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        sequence += 1
        timed.append(Timed(time: now + max(0, delay), sequence: sequence, work: work))
    }

    static var hasPendingWork: Bool { !endOfTurn.isEmpty || !timed.isEmpty || LayoutEngine.hasPendingLayout }

    static func endTurn() {
        var rounds = 0
        repeat {
            LayoutEngine.layoutPendingViews()
            let work = endOfTurn
            endOfTurn = []
            work.forEach { $0() }
            rounds += 1
        } while (!endOfTurn.isEmpty || LayoutEngine.hasPendingLayout) && rounds < maxRoundsPerTurn
    }

    static func advance(by seconds: TimeInterval) {
        endTurn()
        let target = now + max(0, seconds)
        var steps = 0
        while let next = nextTimed(notAfter: target), steps < maxTimedSteps {
            runTimed(next)
            steps += 1
        }
        now = max(now, target)
    }

    static func runUntilIdle() {
        endTurn()
        var steps = 0
        while let next = nextTimed(notAfter: .infinity), steps < maxTimedSteps {
            runTimed(next)
            steps += 1
        }
    }

    static func reset() {
        now = 0
        endOfTurn = []
        timed = []
        sequence = 0
    }

    private static func nextTimed(notAfter limit: TimeInterval) -> Timed? {
        let candidate = timed.min { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
        guard let candidate, candidate.time <= limit else { return nil }
        return candidate
    }

    private static func runTimed(_ item: Timed) {
        timed.removeAll { $0.sequence == item.sequence }
        now = max(now, item.time)
        item.work()
        endTurn()
    }
}
