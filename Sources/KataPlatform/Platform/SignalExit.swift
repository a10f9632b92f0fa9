import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way out on SIGINT, SIGTERM and SIGHUP: run every registered clean-up (restore the
/// terminal, kill children, remove scratch folders), then exit with 128 + the signal, as a shell
/// reports it.
///
/// Why not `signal(SIG_IGN)` + `DispatchSource.makeSignalSource`: on Linux libdispatch reads
/// signals through a `signalfd` and blocks them only on its own thread, so a signal the kernel
/// delivers to any other thread meets SIG_IGN and is dropped — Ctrl-C did nothing in watch mode.
/// A real handler runs on whichever thread gets the signal; it only writes the signal's number
/// to a pipe (async-signal-safe), and a dedicated thread does the work.
public enum SignalExit {
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var actions: [@Sendable () -> Void] = []
    nonisolated(unsafe) private static var installed = false

    /// Adds `action` to what runs before the exit and installs the handlers on first use. The
    /// latest runs first, like `defer`: the terminal, set raw after the children were set up to be
    /// cleaned, comes back before the slower cleaning. Actions must be quick: Ctrl-C means now.
    public static func onSignal(_ action: @escaping @Sendable () -> Void) {
        lock.lock()
        actions.append(action)
        let first = !installed
        installed = true
        lock.unlock()
        if first { install() }
    }

    private static func install() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        signalPipe = fds[1]
        let reader = fds[0]
        let thread = Thread {
            var number: UInt8 = 0
            while read(reader, &number, 1) != 1 {}
            let actions = lock.withLock { SignalExit.actions }
            for action in actions.reversed() { action() }
            exit(128 + Int32(number))
        }
        thread.start()
        for number in signals {
            _ = signal(number, signalExitHandler)
        }
    }
}

/// The write end of `SignalExit`'s pipe, read by the C handler (which can capture nothing).
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Async-signal-safe: one `write(2)`. A second signal while cleaning up writes again, unread.
private func signalExitHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
}
