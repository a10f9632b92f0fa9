import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Gradescope's `results.json` for one student: one test per kata worth one point, its output
/// the failing checks and their messages, its tags the rule IDs broken. Gradescope reads
/// `score`, `max_score`, `output` and `tests[]` with `name`, `score`, `max_score`, `status`
/// (`passed`/`failed`), `output`, `tags`. The `output` texts are in the gradebook's language; the
/// keys, `status` and the rule-ID tags never change.
public struct GradescopeResults: Codable, Sendable, Equatable {
    public struct Test: Codable, Sendable, Equatable {
        public var name: String
        public var score: Double
        public var max_score: Double
        public var status: String
        public var output: String
        public var tags: [String]
        public var visibility: String
    }

    public var score: Double
    public var max_score: Double
    public var output: String
    public var visibility: String
    public var stdout_visibility: String
    public var tests: [Test]

    /// `notes`: facts about the run (which isolation graded the code) shown to the student too.
    public init(_ grade: StudentGrade, texts: ClassroomTexts, notes: [String] = []) {
        tests = grade.results.map { r in
            Test(name: r.kata, score: r.status == .pass ? 1 : 0, max_score: 1,
                 status: r.status == .pass ? "passed" : "failed",
                 output: Self.output(for: r, flags: grade.flags[r.kata] ?? [], texts: texts),
                 tags: r.brokenRules.map(\.rawValue), visibility: "visible")
        }
        score = tests.reduce(0) { $0 + $1.score }
        max_score = Double(tests.count)
        var summary = StudentReport.passedLine(grade, texts)
        let flags = texts.flagNotes(grade)
        if !flags.isEmpty { summary += "\n" + texts.message("report.flags", ["flags": flags.joined(separator: "; ")]) }
        for note in notes { summary += "\n" + note }
        output = summary
        visibility = "visible"
        stdout_visibility = "hidden"
    }

    /// One kata's output: the verdict, compiler errors, each failed check with its rules and hints.
    static func output(for r: KataResult, flags: [IntegrityFlag], texts: ClassroomTexts) -> String {
        var lines: [String] = []
        switch r.status {
        case .pass: lines.append(texts.message("report.allPassed"))
        case .error: lines.append(texts.message("report.notGradedReason", ["reason": r.error ?? texts.message("report.runUnfinished")]))
        case .fail: break
        }
        for d in r.compileDiagnostics where d.severity == .error {
            lines.append("\(d.file):\(d.line):\(d.column): error: \(d.message)")
        }
        for check in r.checks where check.status == .fail {
            lines.append("✗ \(check.name): \(check.message)" + (check.location.map { " (\($0.file):\($0.line))" } ?? ""))
            for rule in check.rules {
                lines.append("  " + (texts.title(rule).map { texts.message("report.rule", ["id": rule.rawValue, "title": $0]) } ?? rule.rawValue))
                if let hint = texts.hint(rule) { lines.append("    " + texts.message("report.hint", ["hint": hint])) }
            }
        }
        for flag in flags { lines.append(texts.message("report.flags", ["flags": texts.flag(flag)])) }
        return lines.joined(separator: "\n")
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
