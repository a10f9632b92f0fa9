import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `kata solution`: the reference solution is the reward for passing, so it is shown only when the
/// learner's last result for the kata is a pass.
public enum SolutionGate {
    public static func solution(for kata: KataSpec, in workbook: Workbook) throws -> String {
        let status = workbook.store.load().state.status(of: kata.id)
        guard status == .pass else {
            throw WorkbookError.failure(LearnerText.message(
                "workbook.solutionLocked", ["kata": kata.id, "status": LearnerText.table.statusWord(status.rawValue)]))
        }
        guard let data = try? Data(contentsOf: workbook.url(kata.solutionFile)) else {
            throw WorkbookError.internalError(LearnerText.message("workbook.solutionMissing", ["file": kata.solutionFile]))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
