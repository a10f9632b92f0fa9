import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `summary.md`: the class at a glance — pass rate per kata, then the rules the most students
/// broke, which is what to reteach. Counts are students, not checks, so one student failing five
/// checks of one rule counts once. Written in the gradebook's language (`summary.*` texts); kata
/// and rule IDs stay as they are; student text (names, reasons, flags) goes through `MarkdownText`.
public enum ClassSummary {
    /// Students who broke each rule, most first; ties in catalog order.
    public static func rulesBroken(_ result: ClassResult) -> [(rule: RuleID, students: Int)] {
        var counts: [RuleID: Int] = [:]
        for student in result.students {
            for rule in Set(student.results.flatMap(\.brokenRules)) { counts[rule, default: 0] += 1 }
        }
        return counts.map { (rule: $0.key, students: $0.value) }
            .sorted { $0.students != $1.students ? $0.students > $1.students : $0.rule < $1.rule }
    }

    public static func render(_ result: ClassResult, texts: ClassroomTexts) -> String {
        let n = result.students.count
        var out = "# \(texts.message("summary.title"))\n\n"
        out += texts.message("summary.counts", ["students": "\(n)", "katas": "\(result.katas.count)"]) + "\n\n"
        for note in result.notes { out += "> \(note)\n\n" }
        out += "## \(texts.message("summary.passRateHeading"))\n\n"
        out += tableHeader(["summary.column.kata", "summary.column.pass", "summary.column.fail", "summary.column.error",
                            "summary.column.passRate"], texts)
        for kata in result.katas {
            let statuses = result.students.map { $0.result(for: kata)?.status ?? .error }
            let pass = statuses.filter { $0 == .pass }.count
            let fail = statuses.filter { $0 == .fail }.count
            let error = statuses.filter { $0 == .error }.count
            out += "| `\(kata)` | \(pass) | \(fail) | \(error) | \(percent(pass, of: n)) |\n"
        }
        out += "\n## \(texts.message("summary.reteachHeading"))\n\n"
        let broken = rulesBroken(result)
        if broken.isEmpty {
            out += texts.message("summary.noRuleBroken") + "\n"
        } else {
            out += tableHeader(["summary.column.rule", "summary.column.students", "summary.column.guide"], texts)
            for (rule, students) in broken {
                let title = texts.title(rule).map { " — \($0)" } ?? ""
                let guide = texts.guide(rule) ?? rule.info.guideSection
                out += "| `\(rule.rawValue)`\(title) | \(students) (\(percent(students, of: n))) | \(guide) |\n"
            }
        }
        let held = result.students.flatMap { s in s.results.filter { isHeld($0, texts) }.map { (s, $0) } }
        if !held.isEmpty {
            out += "\n## \(texts.message("summary.heldHeading"))\n\n\(texts.message("summary.heldNote"))\n\n"
            for (s, r) in held {
                out += item(s, r.kata, MarkdownText.inline(s.flags[r.kata, default: []].map(texts.flag).joined(separator: "; ")), texts)
            }
        }
        let errored = result.students.flatMap { s in s.results.filter { $0.status == .error && !isHeld($0, texts) }.map { (s, $0) } }
        if !errored.isEmpty {
            out += "\n## \(texts.message("summary.notGradedHeading"))\n\n"
            for (s, r) in errored {
                out += item(s, r.kata, MarkdownText.inline(r.error ?? texts.message("summary.noVerdict")), texts)
            }
        }
        let flagged = result.students.filter { !$0.flags.isEmpty }
        if !flagged.isEmpty {
            out += "\n## \(texts.message("summary.flagsHeading"))\n\n\(texts.message("summary.flagsNote"))\n\n"
            for s in flagged { out += "- \(texts.message("summary.student", ["student": MarkdownText.inline(s.student), "detail": MarkdownText.inline(texts.flagNotes(s).joined(separator: "; "))]))\n" }
        }
        return out
    }

    /// `- <student>, `<kata>`: <detail>` in the gradebook's language.
    private static func item(_ student: StudentGrade, _ kata: String, _ detail: String, _ texts: ClassroomTexts) -> String {
        "- " + texts.message("summary.studentKata", ["student": MarkdownText.inline(student.student), "kata": "`\(kata)`", "detail": detail]) + "\n"
    }

    /// A Markdown table's header row and rule from the column names' keys.
    static func tableHeader(_ keys: [String], _ texts: ClassroomTexts) -> String {
        "| " + keys.map { texts.message($0) }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: keys.count) + "\n"
    }

    /// A pass the integrity scan holds back (`GradingPlan.holdingForReview`), told apart from real
    /// errors by the label its reason starts with.
    static func isHeld(_ r: KataResult, _ texts: ClassroomTexts) -> Bool {
        r.status == .error && (r.error ?? "").hasPrefix(texts.message("classroom.heldLabel"))
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "—" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }
}
