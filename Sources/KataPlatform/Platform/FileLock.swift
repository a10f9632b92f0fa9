import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (flock), held while `body` runs. Serialises runtime builds between
/// kata processes (a class grading run, parallel test processes) that share one build folder.
public enum FileLock {
    public static func withLock<T>(_ url: URL, _ body: () throws -> T) throws -> T {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { return try body() }  // no lock possible (read-only folder): proceed unlocked
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
