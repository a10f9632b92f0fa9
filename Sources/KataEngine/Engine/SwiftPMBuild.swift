import KataTexts
import KataPlatform
import Foundation

/// Runs `swift build` for the runtime, streaming its output lines to a progress callback so a
/// learner sees why the first run takes a while.
enum SwiftPMBuild {
    struct Result {
        var succeeded: Bool
        /// The last lines of output, for the error message when the build fails.
        var tail: String
    }

    static func run(_ command: [String], progress: (String) -> Void) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var lines: [String] = []
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                lines.append(line)
                if lines.count > 200 { lines.removeFirst(lines.count - 200) }
                progress(line)
            }
        }
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            lines.append(line)
            progress(line)
        }
        process.waitUntilExit()
        let ok = process.terminationReason == .exit && process.terminationStatus == 0
        return Result(succeeded: ok, tail: lines.suffix(30).joined(separator: "\n"))
    }
}
