import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Reads files as committed in git. Nil when git, the repository or the file is missing: callers
/// treat git as optional.
enum GitShow {
    /// `git show REV:PATH`.
    static func file(_ path: String, revision: String, in directory: URL) -> Data? {
        git(["-C", directory.path, "show", "\(revision):\(path)"])
    }

    /// The commits that changed `path`, newest first, with their authors' emails.
    static func commits(touching path: String, in directory: URL) -> [(hash: String, authorEmail: String)] {
        guard let data = git(["-C", directory.path, "log", "--format=%H %ae", "--", path]) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// `git config user.email` in `directory`; nil when none is set.
    static func userEmail(in directory: URL) -> String? {
        git(["-C", directory.path, "config", "user.email"])
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
            .flatMap { $0.isEmpty ? nil : $0 }
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
