import Testing
@_spi(Simulator) import UIKitSim

/// A Swift Testing trait that gives every test it covers a fresh simulated world (no windows, clock
/// at zero, empty journal and diagnostics), so tests and graders never call `Simulator.reset()`
/// by hand and cannot forget to. On a suite it applies to each test (and each argument case).
///
///     @Suite(.freshSimulator) @MainActor struct TransitionTests { … }
///
/// The simulated world is one global, so tests under this trait also run one at a time across
/// suites: between the reset and the test body there is an `await`, and without the lock another
/// suite's test could run there and leave windows behind. A test that needs more than one world
/// (a grader replaying a scene) starts each with `Simulator.withFreshWorld(_:)`.
public struct FreshSimulator: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await WorldLock.shared.holding {
            try await Simulator.withFreshWorld(wholeTest: function)
        }
    }
}

extension Trait where Self == FreshSimulator {
    /// A fresh simulated world for each test; see `FreshSimulator`.
    public static var freshSimulator: Self { FreshSimulator() }
}

@_spi(Simulator) extension Simulator {
    /// Runs `body` in a fresh simulated world (no windows, clock at zero, empty journal and
    /// diagnostics, no names) and returns what it returns: the one way a check replays a scene,
    /// each replay from nothing. The world stays as `body` leaves it until the next fresh world,
    /// so the scene's objects and journal can still be read after the call.
    ///
    /// Only inside a test that holds the world (the `.freshSimulator` trait): anywhere else it
    /// would wipe whatever world another test is using, so it stops the program instead.
    public static func withFreshWorld<Result>(_ body: () throws -> Result) rethrows -> Result {
        startFreshWorld()
        return try body()
    }

    /// The trait's form: the whole test is `body`.
    static func withFreshWorld(wholeTest body: @Sendable () async throws -> Void) async throws {
        startFreshWorld()
        try await body()
    }

    private static func startFreshWorld() {
        // fatalError, not precondition: its message is printed in optimized builds too.
        guard WorldLock.isHeld else { fatalError("Simulator.withFreshWorld outside a test under the .freshSimulator trait") }
        reset()
    }
}

/// First come, first served: one test holds the simulated world at a time.
actor WorldLock {
    static let shared = WorldLock()
    /// True inside the test (task) that holds the world.
    @TaskLocal static var isHeld = false
    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` holding the world, and gives it up afterwards, also when `body` throws.
    nonisolated func holding(_ body: @Sendable () async throws -> Void) async throws {
        await acquire()
        do {
            try await Self.$isHeld.withValue(true) { try await body() }
        } catch {
            await release()
            throw error
        }
        await release()
    }

    private func acquire() async {
        guard held else { held = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
