import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Modification times read with `stat(2)` directly. Every uncached `kata run` asks whether the
/// grading runtime is older than any of its ~200 sources; Foundation's enumerator and resource
/// values take tens of milliseconds for that walk, a plain `readdir` + `stat` well under one.
public enum FileTimes {
    /// Seconds since 1970 of a file's (or a link target's) last modification; nil if it can't be read.
    public static func modification(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return seconds(info)
    }

    /// The newest modification time of any regular file at or under `paths` (links followed, as
    /// `stat` does: a linked file counts with its target's time). Nil when there is none.
    public static func newestModification(under paths: [String]) -> Double? {
        var newest: Double?
        func visit(_ path: String, depth: Int) {
            var info = stat()
            guard depth < 64, stat(path, &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                let time = seconds(info)
                newest = max(newest ?? time, time)
            case S_IFDIR:
                guard let directory = opendir(path) else { return }
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                    }
                    if name == "." || name == ".." { continue }
                    visit(path + "/" + name, depth: depth + 1)
                }
            default:
                return
            }
        }
        for path in paths { visit(path, depth: 0) }
        return newest
    }

    private static func seconds(_ info: stat) -> Double {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
