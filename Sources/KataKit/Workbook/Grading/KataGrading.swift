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
