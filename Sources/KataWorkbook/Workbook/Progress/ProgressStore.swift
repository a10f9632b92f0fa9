import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Reads and writes `.kata-progress.json`. Progress is a convenience, never a reason to fail: a
/// missing, unreadable or damaged file yields a fresh state (with a warning the first time), and
/// every write replaces the file atomically so an interrupted write cannot damage it.
public struct ProgressStore: Sendable {
    public static let fileName = ".kata-progress.json"
    /// Held (flock) around every read-change-write of the progress file.
    public static let lockFileName = ".kata-progress.lock"

    public let file: URL

    public init(root: URL) {
        self.file = root.appendingPathComponent(Self.fileName)
    }

    /// The stored state, plus a warning when the file existed but could not be used.
    public func load() -> (state: ProgressState, warning: String?) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (ProgressState(), nil) }
        do {
            let data = try Data(contentsOf: file)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let state = try decoder.decode(ProgressState.self, from: data)
            guard state.version == ProgressState.currentVersion else {
                return (ProgressState(), LearnerText.message("workbook.progressUnknownVersion", ["file": Self.fileName]))
            }
            return (state, nil)
        } catch {
            return (ProgressState(), LearnerText.message("workbook.progressDamaged", ["file": Self.fileName]))
        }
    }

    /// Writes the whole state: to a temporary file beside it, then renamed over the old one.
    public func save(_ state: ProgressState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(state)
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target in one step on the same file system.
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WorkbookError.data(LearnerText.message(
                "workbook.progressSaveFailed", ["file": file.path, "reason": String(cString: strerror(errno))]))
        }
    }
}
