import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// What the watcher compares between polls: modification time and size (nil when the file is
/// missing, e.g. mid-save by an editor that deletes and rewrites).
public struct FileSignature: Sendable, Equatable {
    public let modified: Date?
    public let size: Int?

    public init(modified: Date?, size: Int?) {
        self.modified = modified
        self.size = size
    }

    /// The file's current signature; nil when it cannot be read.
    public static func of(_ url: URL) -> FileSignature? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        return FileSignature(
            modified: attributes[.modificationDate] as? Date,
            size: (attributes[.size] as? NSNumber)?.intValue)
    }
}

/// Decides when a polled file "was saved": its signature differs from the last one reported and
/// has stayed the same for `debounce` seconds. Editors often write a file in several steps; the
/// debounce turns those into one re-grade. Pure (time is passed in), so tests need no clock.
public struct FileChangeDetector: Sendable {
    public let debounce: Double
    private var reported: FileSignature?
    private var pending: (signature: FileSignature?, since: Double)?

    /// - Parameter initial: the signature already graded (changes are relative to it).
    public init(initial: FileSignature?, debounce: Double = 0.15) {
        self.reported = initial
        self.debounce = debounce
    }

    /// Feeds one poll; true when this poll completes a change worth re-grading.
    public mutating func observe(_ signature: FileSignature?, at time: Double) -> Bool {
        if signature == reported {
            pending = nil
            return false
        }
        guard let waiting = pending, waiting.signature == signature else {
            pending = (signature, time)
            return false
        }
        guard time - waiting.since >= debounce, signature != nil else { return false }
        reported = signature
        pending = nil
        return true
    }
}
