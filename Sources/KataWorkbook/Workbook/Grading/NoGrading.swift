import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Stands in for the engine when a command has what it needs from the progress file already, so
/// `kata hint` answers at once without discovering the toolchain. Any grading it is asked for
/// comes back as an error result.
public struct NoGrading: KataGrading {
    public init() {}

    public func prepare(progress: @escaping @Sendable (String) -> Void) async throws {}

    public func grade(_ kata: KataSpec, file: URL, displayPath: String) async -> KataResult {
        KataResult(kata: kata.id, status: .error, error: LearnerText.message("report.notGraded"))
    }
}
