import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// What `kata reset` did, for the CLI to report.
public struct ResetOutcome: Sendable, Equatable {
    /// Where the learner's previous file was saved; nil when there was no file to save.
    public let backup: URL?
    /// The learner file that now holds the starter.
    public let restored: URL
}

/// Puts a kata's starter back without ever losing the learner's work: their current file is copied
/// to `.kata-backups/<id>/<timestamp>-<file name>` and read back byte for byte before the starter
/// is written. If the backup cannot be made, nothing is touched.
public struct KataReset: Sendable {
    public static let backupDirectory = ".kata-backups"

    public let root: URL
    public let starters: StarterSource
    public let now: @Sendable () -> Date

    public init(root: URL, starters: StarterSource? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
        self.root = root
        self.starters = starters ?? StarterSource(root: root)
        self.now = now
    }

    public func reset(_ kata: KataSpec) throws -> ResetOutcome {
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        let starter = try starters.starter(for: kata)
        var backup: URL?
        if let current = try? Data(contentsOf: learnerFile) {
            backup = try saveBackup(current, of: kata, named: learnerFile.lastPathComponent)
        } else if FileManager.default.fileExists(atPath: learnerFile.path) {
            throw WorkbookError.data(LearnerText.message("workbook.resetUnreadable", ["file": kata.learnerFile]))
        }
        do {
            try FileManager.default.createDirectory(
                at: learnerFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try starter.write(to: learnerFile, options: .atomic)
        } catch {
            throw WorkbookError.internalError(backup.map {
                LearnerText.message("workbook.resetWriteFailedBackedUp", ["file": kata.learnerFile, "backup": $0.path])
            } ?? LearnerText.message("workbook.resetWriteFailed", ["file": kata.learnerFile]))
        }
        return ResetOutcome(backup: backup, restored: learnerFile)
    }

    private func saveBackup(_ data: Data, of kata: KataSpec, named fileName: String) throws -> URL {
        let folder = root.appendingPathComponent(Self.backupDirectory).appendingPathComponent(kata.id)
        let refuse = WorkbookError.internalError(LearnerText.message(
            "workbook.backupFailed", ["file": kata.learnerFile, "folder": "\(Self.backupDirectory)/\(kata.id)"]))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch { throw refuse }
        let stamp = Self.timestamp(now())
        var target = folder.appendingPathComponent("\(stamp)-\(fileName)")
        var attempt = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = folder.appendingPathComponent("\(stamp)-\(attempt)-\(fileName)")
            attempt += 1
        }
        do {
            try data.write(to: target, options: .withoutOverwriting)
            guard try Data(contentsOf: target) == data else { throw refuse }
        } catch { throw refuse }
        return target
    }

    /// `20260122-031502`: sorts by time, safe in file names on every platform.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
