import Foundation
import KataCatalog

/// `kata dev check`: the katas' self-test for CI. Every starter must compile and *fail* (a starter
/// that errors is a bug: the learner would start from a broken file), every solution must pass,
/// every cited rule must have text, every kata needs a README and non-empty checks.
public struct DevCheckReport: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let kata: String
        public var starter: KataResult.Status?
        public var solution: KataResult.Status?
        public var hasReadme: Bool
        public var checkCount: Int
        /// Cited rules that lack a title, explanation or hints in the text tables.
        public var rulesWithoutText: [RuleID]
        public var problems: [String]
    }

    public var rows: [Row]

    public var problems: [String] { rows.flatMap { row in row.problems.map { "\(row.kata): \($0)" } } }
    public var allHold: Bool { problems.isEmpty }
}

public enum DevCheck {
    public static func run(
        workbook: Workbook, grader: any KataGrading, workers: Int = 2, texts: TextTable = WorkbookText.table,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> DevCheckReport {
        let starters = StarterSource(root: workbook.root)
        // Starters and solutions interleaved in one queue so both workers stay busy.
        let jobs: [(KataSpec, isStarter: Bool)] = workbook.katas.flatMap { [($0, true), ($0, false)] }
        let verdicts = await ParallelGrading.map(jobs, workers: workers) { _, job in
            let (kata, isStarter) = job
            let file: URL
            if isStarter {
                let pristine = starters.pristineCopy(for: kata)
                file = FileManager.default.fileExists(atPath: pristine.path) ? pristine : workbook.url(kata.learnerFile)
            } else {
                file = workbook.url(kata.solutionFile)
            }
            progress("\(isStarter ? "starter" : "solution") \(kata.id)")
            guard FileManager.default.fileExists(atPath: file.path) else {
                return KataResult(kata: kata.id, status: .error, error: "missing \(workbook.project.displayPath(for: file))")
            }
            return await grader.grade(kata, file: file, displayPath: workbook.project.displayPath(for: file))
        }
        var rows: [DevCheckReport.Row] = []
        for (index, kata) in workbook.katas.enumerated() {
            let starter = verdicts[index * 2]
            let solution = verdicts[index * 2 + 1]
            var row = DevCheckReport.Row(
                kata: kata.id, starter: starter.status, solution: solution.status,
                hasReadme: FileManager.default.fileExists(atPath: workbook.url(workbook.readme(for: kata)).path),
                checkCount: kata.checks.count, rulesWithoutText: rulesWithoutText(kata, texts: texts), problems: [])
            if starter.status != .fail {
                row.problems.append("starter should compile and fail, but it is \(starter.status.rawValue)"
                    + (starter.error.map { ": \(firstLine($0))" } ?? ""))
            }
            if solution.status != .pass {
                row.problems.append("solution should pass, but it is \(solution.status.rawValue)"
                    + (solution.error.map { ": \(firstLine($0))" } ?? failingChecks(solution)))
            }
            if !row.hasReadme { row.problems.append("no \(workbook.readme(for: kata))") }
            if kata.checks.isEmpty { row.problems.append("the KataSpec lists no checks") }
            if !row.rulesWithoutText.isEmpty {
                row.problems.append("rules without text: " + row.rulesWithoutText.map(\.rawValue).joined(separator: ", "))
            }
            rows.append(row)
        }
        return DevCheckReport(rows: rows)
    }

    /// Rules the kata's checks cite whose title, explanation or hints are missing.
    static func rulesWithoutText(_ kata: KataSpec, texts: TextTable) -> [RuleID] {
        let cited = Set(kata.checks.flatMap(\.rules) + kata.rules)
        return cited.sorted().filter { rule in
            let text = texts.rule(rule)
            return text.title == rule.rawValue || text.explanation.isEmpty || text.hints.isEmpty
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    private static func failingChecks(_ result: KataResult) -> String {
        let names = result.checks.filter { $0.status == .fail }.map(\.name)
        return names.isEmpty ? "" : " (failing: \(names.joined(separator: ", ")))"
    }
}
