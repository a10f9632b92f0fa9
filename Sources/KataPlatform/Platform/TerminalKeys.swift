import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The platform seam of watch mode: raw terminal input (termios, same on Linux and macOS) so a key
/// works without Enter, restored on every way out — normal return, `q`, Ctrl-C, SIGTERM, SIGHUP.
/// Platform-specific code of the workbook lives in this file only.
public final class TerminalKeys: @unchecked Sendable {
    private let fd: Int32
    private var saved: termios?
    private let lock = NSLock()

    public init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    /// Turns off line buffering and echo (signals stay on, so Ctrl-C still interrupts) and arranges
    /// for the saved mode to come back on SIGINT/SIGTERM/SIGHUP. False when `fd` is not a terminal.
    @discardableResult
    public func enableRawMode() -> Bool {
        guard isatty(fd) == 1 else { return false }
        var mode = termios()
        guard tcgetattr(fd, &mode) == 0 else { return false }
        lock.lock()
        saved = mode
        lock.unlock()
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(fd, TCSANOW, &mode) == 0 else { return false }
        // Ctrl-C, SIGTERM, SIGHUP: the terminal comes back before the process exits.
        SignalExit.onSignal { [self] in
            restore()
            _ = write(STDOUT_FILENO, "\n", 1)
        }
        return true
    }

    /// Puts the terminal back as it was; safe to call more than once.
    public func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard var mode = saved else { return }
        tcsetattr(fd, TCSANOW, &mode)
        saved = nil
    }

    /// Watch-mode input: a tick every `interval` seconds and each byte read from `fd` as a key
    /// (a terminal in raw mode sends keys at once; a pipe sends what it has). End of input ends it.
    public func inputs(interval: Double = 0.2) -> AsyncStream<WatchInput> {
        let fd = self.fd
        return AsyncStream { continuation in
            let ticker = Task {
                let start = Date()
                while !Task.isCancelled {
                    continuation.yield(.tick(Date().timeIntervalSince(start)))
                    try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                }
            }
            // A dedicated thread: a blocking read must not occupy a cooperative-pool thread.
            let reader = Thread {
                var byte: UInt8 = 0
                while read(fd, &byte, 1) == 1 {
                    continuation.yield(.key(Character(Unicode.Scalar(byte))))
                }
                continuation.yield(.end)
                continuation.finish()
            }
            reader.start()
            continuation.onTermination = { _ in ticker.cancel() }
        }
    }

    /// True when standard input is a terminal (watch mode's keys need one).
    public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}
