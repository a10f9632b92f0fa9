import Foundation

/// File modification times, for the cheap "is the runtime stale?" and cache-key checks.
enum FileStamp {
    static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    static func size(_ url: URL) -> Int? {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue
    }

    /// The newest modification time of any regular file under the given files or folders.
    static func newestModification(under roots: [URL]) -> Date? {
        var newest: Date?
        let fm = FileManager.default
        for root in roots {
            if let date = modificationDate(root), !isDirectory(root) { newest = max(newest ?? date, date) }
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey]) else { continue }
            for case let file as URL in walker {
                let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
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
