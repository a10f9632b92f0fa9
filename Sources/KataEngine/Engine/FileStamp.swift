import KataTexts
import KataPlatform
import Foundation

/// File modification times, for the cheap "is the runtime stale?" and cache-key checks.
public enum FileStamp {
    public static func modificationDate(_ url: URL) -> Date? {
        FileTimes.modification(url.path).map(Date.init(timeIntervalSince1970:))
    }

    static func size(_ url: URL) -> Int? {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue
    }

    /// The newest modification time of any regular file under the given files or folders.
    static func newestModification(under roots: [URL]) -> Date? {
        FileTimes.newestModification(under: roots.map(\.path)).map(Date.init(timeIntervalSince1970:))
    }
}
