import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `kata dev check [kata]`: the katas' self-test, everything derived from the manifests. Every
/// starter must compile and *fail* (a starter that errors is a bug: the learner would start from a
/// broken file), every solution and alternative must pass, every mistake fixture must fail citing
/// its rules, every cited rule must have text, every kata needs a README and checks.
public struct DevCheckReport: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let kata: String
        public var starter: KataResult.Status?
        public var solution: KataResult.Status?
        /// Alternatives that pass, of how many.
        public var alternatives: (passed: Int, total: Int) = (0, 0)
        /// Mistake fixtures caught as promised, of how many.
        public var mistakes: (caught: Int, total: Int) = (0, 0)
        public var hasReadme: Bool
        public var checkCount: Int
        /// Cited rules that lack a title, explanation or hints in the text tables.
        public var rulesWithoutText: [RuleID]
        public var problems: [String]

        public static func == (a: Row, b: Row) -> Bool {
            a.kata == b.kata && a.starter == b.starter && a.solution == b.solution
                && a.alternatives == b.alternatives && a.mistakes == b.mistakes && a.hasReadme == b.hasReadme
                && a.checkCount == b.checkCount && a.rulesWithoutText == b.rulesWithoutText && a.problems == b.problems
        }
    }

    public var rows: [Row]

    public var problems: [String] { rows.flatMap { row in row.problems.map { "\(row.kata): \($0)" } } }
    public var allHold: Bool { problems.isEmpty }
}

public enum DevCheck {
    /// One file to grade and what it is.
    enum Job: Sendable {
        case starter, solution, fixture(KataFixture)
    }

    public static func run(
        workbook: Workbook, katas: [KataSpec]? = nil, grader: any KataGrading, workers: Int = 2,
        texts: TextTable = LearnerText.table, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> DevCheckReport {
        let katas = katas ?? workbook.katas
        let starters = StarterSource(root: workbook.root)
        let jobs: [(KataSpec, Job)] = katas.flatMap { kata -> [(KataSpec, Job)] in
            let fixtures = KataFixture.all(.alternative, of: kata, root: workbook.root)
                + KataFixture.all(.mistake, of: kata, root: workbook.root)
            return [(kata, .starter), (kata, .solution)] + fixtures.map { (kata, .fixture($0)) }
        }
        let verdicts = await ParallelGrading.map(jobs, workers: workers) { _, job in
            let (kata, kind) = job
            let file: URL
            switch kind {
            case .starter:
                progress("starter \(kata.id)")
                // The pristine starter, so a learner's edits never make the self-check lie.
                if let data = try? starters.starter(for: kata) {
                    return await grader.grade(kata, source: data, displayPath: kata.learnerFile)
                }
                file = workbook.url(kata.learnerFile)
            case .solution:
                progress("solution \(kata.id)")
                file = workbook.url(kata.solutionFile)
            case .fixture(let fixture):
                progress("\(fixture.kind.rawValue) \(fixture)")
                file = fixture.url
            }
            guard FileManager.default.fileExists(atPath: file.path) else {
                return KataResult(kata: kata.id, status: .error, error: "missing \(workbook.project.displayPath(for: file))")
            }
            return await grader.grade(kata, file: file, displayPath: workbook.project.displayPath(for: file))
        }
        var rows: [String: DevCheckReport.Row] = [:]
        for kata in katas {
            rows[kata.id] = DevCheckReport.Row(
                kata: kata.id, hasReadme: FileManager.default.fileExists(atPath: workbook.url(workbook.readme(for: kata)).path),
                checkCount: kata.checks.count, rulesWithoutText: rulesWithoutText(kata, texts: texts), problems: [])
        }
        for ((kata, kind), verdict) in zip(jobs, verdicts) {
            var row = rows[kata.id]!
            switch kind {
            case .starter:
                row.starter = verdict.status
                if verdict.status != .fail {
                    row.problems.append("starter should compile and fail, but it is \(verdict.status.rawValue)"
                        + (verdict.error.map { ": \(firstLine($0))" } ?? ""))
                }
            case .solution:
                row.solution = verdict.status
                if verdict.status != .pass {
                    row.problems.append("solution should pass, but it is \(verdict.status.rawValue)"
                        + (verdict.error.map { ": \(firstLine($0))" } ?? KataFixture.failures(verdict)))
                }
            case .fixture(let fixture):
                let problems = fixture.problems(with: verdict)
                if fixture.kind == .alternative {
                    row.alternatives.total += 1
                    if problems.isEmpty { row.alternatives.passed += 1 }
                } else {
                    row.mistakes.total += 1
                    if problems.isEmpty { row.mistakes.caught += 1 }
                }
                row.problems += problems.map { "\(fixture.kind.rawValue) \(fixture.name) \($0)" }
            }
            rows[kata.id] = row
        }
        return DevCheckReport(rows: katas.map { kata in
            var row = rows[kata.id]!
            if !row.hasReadme { row.problems.append("no \(workbook.readme(for: kata))") }
            if kata.checks.isEmpty { row.problems.append("the manifest lists no checks") }
            if !row.rulesWithoutText.isEmpty {
                row.problems.append("rules without text: " + row.rulesWithoutText.map(\.rawValue).joined(separator: ", "))
            }
            return row
        })
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
}
