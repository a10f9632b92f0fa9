import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `<student>/report.md`: for each kata, the verdict and, when it failed, which check, the rule,
/// the hint and the timeline (expected beside actual) — what a student needs to fix it without
/// asking the teacher.
public enum StudentReport {
    public static func render(_ grade: StudentGrade, texts: ClassroomTexts) -> String {
        var out = "# \(grade.student)\n\n"
        out += "Passed \(grade.passed) of \(grade.results.count) katas.\n\n"
        out += "| kata | result |\n|---|---|\n"
        for r in grade.results { out += "| `\(r.kata)` | \(r.status.rawValue) |\n" }
        if !grade.flagNotes.isEmpty {
            out += "\n## Integrity flags\n\nThe file reaches for things a view controller never needs. "
            out += "It was still graded, inside the sandbox.\n\n"
            for note in grade.flagNotes { out += "- \(note)\n" }
        }
        for r in grade.results where r.status != .pass {
            out += "\n## `\(r.kata)`: \(r.status.rawValue)\n"
            if let error = r.error { out += "\n\(error)\n" }
            if !r.compileDiagnostics.isEmpty {
                out += "\n```\n" + r.compileDiagnostics.filter { $0.severity == .error }
                    .map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
                    .joined(separator: "\n") + "\n```\n"
            }
            for check in r.checks where check.status == .fail {
                out += "\n### \(check.name)\n\n"
                if !check.message.isEmpty { out += "\(check.message)\n\n" }
                if let place = check.location { out += "At `\(place.file):\(place.line)`.\n\n" }
                for rule in check.rules {
                    out += "- Rule `\(rule.rawValue)`"
                    if let title = texts.title(rule) { out += ": \(title)" }
                    out += " (guide: \(rule.info.guideSection))\n"
                    if let hint = texts.hint(rule) { out += "  - Hint: \(hint)\n" }
                }
                if let finding = check.finding {
                    if let mistake = finding.mistake { out += "- Looks like catalogued mistake \(mistake).\n" }
                    if !finding.expected.isEmpty || !finding.actual.isEmpty {
                        out += "\nTimeline — expected:\n\n```\n\(finding.expected.joined(separator: "\n"))\n```\n"
                        out += "\nTimeline — yours:\n\n```\n\(finding.actual.joined(separator: "\n"))\n```\n"
                    }
                    if !finding.diagnostics.isEmpty {
                        out += "\nUIKit said:\n\n```\n\(finding.diagnostics.joined(separator: "\n"))\n```\n"
                    }
                }
            }
        }
        return out
    }
}
