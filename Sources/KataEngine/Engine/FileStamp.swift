import KataTexts
import KataPlatform
import Foundation

/// File modification times, for the cheap "is the runtime stale?" and cache-key checks.
public enum FileStamp {
    public static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    static func size(_ url: URL) -> Int? {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue
    }

    /// The newest modification time of any regular file under the given files or folders.
    static func newestModification(under roots: [URL]) -> Date? {
        var newest: Date?
        let fm = FileManager.default
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey, .isSymbolicLinkKey]
        for root in roots.map({ $0.resolvingSymlinksInPath() }) {
            if let date = modificationDate(root), !isDirectory(root) { newest = max(newest ?? date, date) }
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: keys) else { continue }
            for case var file as URL in walker {
                var values = try? file.resourceValues(forKeys: Set(keys))
                if values?.isSymbolicLink == true {
                    // A linked file counts with its target's time (attributesOfItem follows links).
                    file = file.resolvingSymlinksInPath()
                    values = try? file.resourceValues(forKeys: Set(keys))
                }
                guard values?.isRegularFile == true, let date = values?.contentModificationDate else { continue }
                newest = max(newest ?? date, date)
            }
        }
        return newest
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }
}
