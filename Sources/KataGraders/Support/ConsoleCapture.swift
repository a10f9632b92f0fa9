#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Simulator) import UIKitSim

/// What the learner's code wrote to standard output or error while `body` ran (`print`,
/// `FileHandle.standardError`, `fputs`), with UIKit's own console lines (its warnings, which
/// UIKitSim also writes there) taken out. Used by katas whose learner must say why it did nothing
/// instead of failing silently (presentation-type). Output beyond a pipe's buffer is dropped.
@MainActor
public enum ConsoleCapture {
    public static func learnerOutput(during body: () -> Void) -> String {
        let start = ContainmentJournal.position
        let raw = capture(body)
        let uikit = Timeline.diagnostics(since: start)
        return raw.split(separator: "\n").map(String.init).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.contains("*** UIKitSim:") else { return false }
            return !uikit.contains { $0 == trimmed || $0.hasSuffix(trimmed) || trimmed.hasSuffix($0) }
        }.joined(separator: "\n")
    }

    /// Everything written to file descriptors 1 and 2 while `body` ran.
    public static func capture(_ body: () -> Void) -> String {
        fflush(nil)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            body()
            return ""
        }
        let savedOut = dup(1)
        let savedErr = dup(2)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        dup2(fds[1], 1)
        dup2(fds[1], 2)
        body()
        fflush(nil)
        dup2(savedOut, 1)
        dup2(savedErr, 2)
        close(savedOut)
        close(savedErr)
        close(fds[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        close(fds[0])
        return String(decoding: bytes, as: UTF8.self)
    }
}
