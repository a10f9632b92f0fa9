import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files' modification times and sizes, read with `stat(2)` directly: for the cheap "is the
/// runtime stale?" and cache-key checks. Every uncached `kata run` asks whether the grading runtime
/// is older than any of its ~200 sources; Foundation's enumerator and resource values take tens of
/// milliseconds for that walk, a plain `readdir` + `stat` well under one.
public enum FileStat {
    /// When a file (or a link's target) was last modified; nil if it can't be read.
    public static func modificationDate(_ url: URL) -> Date? {
        status(url.path).map { Date(timeIntervalSince1970: seconds($0)) }
    }

    /// A file's (or a link target's) size in bytes; nil if it can't be read.
    public static func size(_ url: URL) -> Int? {
        status(url.path).map { Int($0.st_size) }
    }

    /// The newest modification time of any regular file at or under `roots` (links followed, as
    /// `stat` does: a linked file counts with its target's time). Nil when there is none.
    public static func newestModification(under roots: [URL]) -> Date? {
        var newest: Double?
        func visit(_ path: String, depth: Int) {
            guard depth < 64, let info = status(path) else { return }
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
        for root in roots { visit(root.path, depth: 0) }
        return newest.map(Date.init(timeIntervalSince1970:))
    }

    private static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
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
