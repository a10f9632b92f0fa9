import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// What the workbook needs from the grading engine. A protocol so that the workbook's logic
/// (progress, hints, watch mode, verify, dev check) is tested with scripted verdicts, while the
/// CLI plugs in the real engine.
public protocol KataGrading: Sendable {
    /// Makes sure grading can start (builds the runtime library on a fresh clone), reporting
    /// each step through `progress`.
    func prepare(progress: @escaping @Sendable (String) -> Void) async throws
    /// Grades one file against one kata. Problems with the learner's file are a result with
    /// status `error`, never a thrown error.
    func grade(_ kata: KataSpec, file: URL, displayPath: String) async -> KataResult
}

extension KataGrading {
    /// Grades source text that is not a file of the workbook (a pristine starter from git), through
    /// a private temporary copy named as the learner's file.
    public func grade(_ kata: KataSpec, source: Data, displayPath: String) async -> KataResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-source-\(UUID().uuidString)")
        let file = folder.appendingPathComponent((kata.learnerFile as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try source.write(to: file)
        } catch {
            return KataResult(kata: kata.id, status: .error,
                              error: LearnerText.message("workbook.tempCopyFailed", ["reason": error.localizedDescription]))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return await grade(kata, file: file, displayPath: displayPath)
    }
}
