import Foundation

/// Reads a file as committed in git (`git show REV:PATH`). Nil when git, the repository or the
/// file is missing: callers treat git as optional.
enum GitShow {
    static func file(_ path: String, revision: String, in directory: URL) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path, "show", "\(revision):\(path)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
