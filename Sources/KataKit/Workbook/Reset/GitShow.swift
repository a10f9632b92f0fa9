import Foundation

/// Reads files as committed in git. Nil when git, the repository or the file is missing: callers
/// treat git as optional.
enum GitShow {
    /// `git show REV:PATH`.
    static func file(_ path: String, revision: String, in directory: URL) -> Data? {
        git(["-C", directory.path, "show", "\(revision):\(path)"])
    }

    /// The commit that first added `path` (`git log --diff-filter=A`), oldest first.
    static func firstCommit(of path: String, in directory: URL) -> String? {
        guard let data = git(["-C", directory.path, "log", "--diff-filter=A", "--format=%H", "--", path]) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
    }

    private static func git(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
