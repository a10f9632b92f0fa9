import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `<student>/report.md`: for each kata, the verdict and, when it failed, which check, the rule,
/// the hint and the timeline (expected beside actual) — what a student needs to fix it without
/// asking the teacher. Written in the gradebook's language (`report.*` texts); kata IDs, check
/// names, rule IDs and code stay as they are. Everything a student could have written (folder
/// name, crash text, compiler quotes, timelines) goes through `MarkdownText`, so it shows, never renders.
public enum StudentReport {
    public static func render(_ grade: StudentGrade, texts: ClassroomTexts) -> String {
        var out = "# \(MarkdownText.inline(grade.student))\n\n"
        out += passedLine(grade, texts) + "\n\n"
        out += ClassSummary.tableHeader(["report.column.kata", "report.column.result"], texts)
        for r in grade.results { out += "| `\(r.kata)` | \(status(r.status, texts)) |\n" }
        let flags = texts.flagNotes(grade)
        if !flags.isEmpty {
            out += "\n## \(texts.message("report.flagsHeading"))\n\n\(texts.message("report.flagsNote"))\n\n"
            for note in flags { out += "- \(MarkdownText.inline(note))\n" }
        }
        for r in grade.results where r.status != .pass {
            out += "\n## \(texts.message("report.kataHeading", ["kata": "`\(r.kata)`", "status": status(r.status, texts)]))\n"
            if !r.checks.isEmpty {
                let passed = r.checks.filter { $0.status == .pass }.count
                out += "\n" + texts.message("report.checksSummary", ["passed": "\(passed)", "total": "\(r.checks.count)"]) + "\n"
            }
            if let error = r.error { out += "\n" + MarkdownText.fenced(error) }
            let errors = r.compileDiagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                out += "\n\(texts.message("report.compilerSaid"))\n\n" + MarkdownText.fenced(
                    errors.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n"))
            }
            for check in r.checks where check.status == .fail { out += failure(check, of: r.kata, texts) }
            if r.status == .fail { out += "\n" + texts.message("report.hintTip", ["kata": r.kata]) + "\n" }
        }
        return out
    }

    /// "Passed 1 of 2 katas." — also the summary of Gradescope's results.json.
    static func passedLine(_ grade: StudentGrade, _ texts: ClassroomTexts) -> String {
        texts.message("report.passedKatas", ["passed": "\(grade.passed)", "count": "\(grade.results.count)"])
    }

    /// A verdict in the people's words every text uses (`TextTable.statusWord`: pass / fail /
    /// error, 通过 / 未通过 / 出错); the status itself stays in grades.csv and results.json.
    static func status(_ status: KataResult.Status, _ texts: ClassroomTexts) -> String {
        texts.words.statusWord(status.rawValue)
    }

    /// The rule a failed check cites: its ID, title and where Apple's guide explains it.
    static func rule(_ rule: RuleID, _ texts: ClassroomTexts) -> String {
        let id = "`\(rule.rawValue)`"
        let named = texts.title(rule).map { texts.message("report.rule", ["id": id, "title": $0]) } ?? id
        return texts.message("report.ruleGuide", ["rule": named, "guide": texts.guide(rule) ?? rule.info.guideSection])
    }

    private static func failure(_ check: CheckResult, of kata: String, _ texts: ClassroomTexts) -> String {
        var out = "\n### \(texts.words.checkLabel(check.name, ofKata: kata))\n\n"
        if !check.message.isEmpty { out += "\(MarkdownText.inline(check.message))\n\n" }
        if let place = check.location { out += texts.message("report.location", ["place": MarkdownText.inline("\(place.file):\(place.line)")]) + "\n\n" }
        for rule in check.rules {
            out += "- \(Self.rule(rule, texts))\n"
            if let hint = texts.hint(rule) { out += "  - \(texts.message("report.hint", ["hint": hint]))\n" }
        }
        guard let finding = check.finding else { return out }
        if let mistake = finding.mistake { out += "- \(texts.message("report.mistake", ["mistake": MarkdownText.inline(mistake)]))\n" }
        if !finding.expected.isEmpty || !finding.actual.isEmpty {
            out += "\n\(texts.message("report.expected"))\n\n" + MarkdownText.fenced(finding.expected.joined(separator: "\n"))
            out += "\n\(texts.message("report.actual"))\n\n" + MarkdownText.fenced(finding.actual.joined(separator: "\n"))
        }
        if !finding.diagnostics.isEmpty {
            out += "\n\(texts.message("report.uikitSaid"))\n\n" + MarkdownText.fenced(finding.diagnostics.joined(separator: "\n"))
        }
        return out
    }
}
