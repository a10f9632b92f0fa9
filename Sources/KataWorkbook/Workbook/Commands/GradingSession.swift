import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Grades katas for a learner and remembers the outcome in the progress file, so that `list`,
/// `hint`, `solution` and the workbook screen all see the last result.
public struct GradingSession: Sendable {
    public let workbook: Workbook
    public let grader: any KataGrading
    public let now: @Sendable () -> Date

    public init(workbook: Workbook, grader: any KataGrading, now: @escaping @Sendable () -> Date = { Date() }) {
        self.workbook = workbook
        self.grader = grader
        self.now = now
    }

    /// Grades the learner's own file (or `file` when given) and, for the learner's own file,
    /// records the result and (unless `makeCurrent` is false, as in `verify`) makes the kata current.
    public func run(_ kata: KataSpec, file: URL? = nil, makeCurrent: Bool = true) async throws -> KataResult {
        let own = workbook.url(kata.learnerFile)
        let target = try workbook.requireSourceFile(file ?? own)
        var result = await grader.grade(kata, file: target, displayPath: workbook.project.displayPath(for: target))
        // An emptied file fails with the compiler's words about a missing type; say the way back first.
        if result.status != .pass, Self.isBlank(target) {
            let note = LearnerText.message("page.emptyFile", [
                "file": CLIText.safe(workbook.project.displayPath(for: target)), "kata": kata.id])
            result.error = [note, result.error].compactMap { $0 }.joined(separator: "\n")
        }
        if target.standardizedFileURL == own.standardizedFileURL {
            let date = now()
            try workbook.updateState { state in
                state.record(result, at: date)
                if makeCurrent { state.current = kata.id }
            }
        }
        return result
    }

    /// True when the file holds nothing but white space (an emptied or truncated learner file).
    static func isBlank(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.allSatisfy(\.isWhitespace)
    }
}
