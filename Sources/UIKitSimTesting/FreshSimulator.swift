import Testing
import UIKitSim

/// A Swift Testing trait that gives every test it covers a fresh simulated world (no windows, clock
/// at zero, empty journal and diagnostics), so tests and graders never call `Simulator.reset()`
/// by hand and cannot forget to. On a suite it applies to each test (and each argument case).
///
///     @Suite(.freshSimulator) @MainActor struct TransitionTests { … }
///
/// The simulated world is one global, so tests under this trait also run one at a time across
/// suites: between the reset and the test body there is an `await`, and without the lock another
/// suite's test could run there and leave windows behind.
public struct FreshSimulator: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await WorldLock.shared.acquire()
        await MainActor.run { Simulator.reset() }
        do {
            try await function()
        } catch {
            await WorldLock.shared.release()
            throw error
        }
        await WorldLock.shared.release()
    }
}

extension Trait where Self == FreshSimulator {
    /// A fresh simulated world for each test; see `FreshSimulator`.
    public static var freshSimulator: Self { FreshSimulator() }
}

/// First come, first served: one test holds the simulated world at a time.
actor WorldLock {
    static let shared = WorldLock()
    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard held else { held = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
