import KataTexts
import KataPlatform
import Foundation

/// The compiler's `--version` line, part of every cache key. Asking swiftc costs a process launch,
/// so the answer is remembered on disk keyed by the compiler binary's size and mtime.
enum CompilerVersion {
    static func read(swiftc: URL, cacheDirectory: URL) -> String {
        let binary = swiftc.resolvingSymlinksInPath()
        let stamp = "\(binary.path)|\(FileStat.size(binary) ?? 0)|\(FileStat.modificationDate(binary)?.timeIntervalSince1970 ?? 0)"
        let memo = cacheDirectory.appendingPathComponent("compiler-\(Digest.hex(of: Data(stamp.utf8)).prefix(16)).txt")
        if let remembered = try? String(contentsOf: memo, encoding: .utf8), !remembered.isEmpty {
            return remembered
        }
        let result = ProcessRunner.run(
            ProcessRequest(command: [swiftc.path, "--version"], timeout: 30, outputCap: 64 * 1024))
        let firstLine = String(decoding: result.stdout, as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? stamp
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? firstLine.write(to: memo, atomically: true, encoding: .utf8)
        return firstLine
    }
}
