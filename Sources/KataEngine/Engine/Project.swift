import KataTexts
import KataPlatform
import Foundation

/// The workbook root: the folder holding `Package.swift` and `Exercises/`. Every path the runner
/// shows or reads is relative to it, so commands work from any subfolder.
public struct Project: Sendable, Equatable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The process's current directory, as a file URL.
    public static var cwd: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// Walks up from `directory` to the first folder that looks like the workbook.
    public static func locate(from directory: URL = cwd) throws -> Project {
        var candidate = directory.standardizedFileURL
        while true {
            if isWorkbookRoot(candidate) { return Project(root: candidate) }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        throw EngineError.projectNotFound(start: directory.path)
    }

    /// A workbook root has `Package.swift` and either the exercises or the graders beside it.
    static func isWorkbookRoot(_ url: URL) -> Bool {
        let fm = FileManager.default
        guard fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else { return false }
        return fm.fileExists(atPath: url.appendingPathComponent("Exercises").path)
            || fm.fileExists(atPath: url.appendingPathComponent("Sources/KataGraders").path)
    }

    /// A path inside the workbook.
    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `url` relative to the root when it is inside it (what the learner recognises), else its path.
    public func displayPath(for url: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }
}
