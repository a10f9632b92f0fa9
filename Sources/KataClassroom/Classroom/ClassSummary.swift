import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `summary.md`: the class at a glance — pass rate per kata, then the rules the most students
/// broke, which is what to reteach. Counts are students, not checks, so one student failing five
/// checks of one rule counts once.
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
        var out = "# Class summary\n\n\(n) students, \(result.katas.count) katas.\n\n"
        for note in result.notes { out += "> \(note)\n\n" }
        out += "## Pass rate per kata\n\n| kata | pass | fail | error | pass rate |\n|---|---|---|---|---|\n"
        for kata in result.katas {
            let statuses = result.students.map { $0.result(for: kata)?.status ?? .error }
            let pass = statuses.filter { $0 == .pass }.count
            let fail = statuses.filter { $0 == .fail }.count
            let error = statuses.filter { $0 == .error }.count
            out += "| `\(kata)` | \(pass) | \(fail) | \(error) | \(percent(pass, of: n)) |\n"
        }
        out += "\n## What to reteach: rules broken by most students\n\n"
        let broken = rulesBroken(result)
        if broken.isEmpty {
            out += "No rule was broken by a submission that ran.\n"
        } else {
            out += "| rule | students | guide section |\n|---|---|---|\n"
            for (rule, students) in broken {
                let title = texts.title(rule).map { " — \($0)" } ?? ""
                out += "| `\(rule.rawValue)`\(title) | \(students) (\(percent(students, of: n))) | \(rule.info.guideSection) |\n"
            }
        }
        let held = result.students.flatMap { s in s.results.filter(isHeld).map { (s, $0) } }
        if !held.isEmpty {
            out += "\n## Held for review\n\nEvery check passed, but the file reaches for APIs that could tamper with "
            out += "grading. Look at the file; override the cell if it is fine.\n\n"
            for (s, r) in held { out += "- \(s.student), `\(r.kata)`: \(s.flags[r.kata, default: []].map(\.description).joined(separator: "; "))\n" }
        }
        let errored = result.students.flatMap { s in s.results.filter { $0.status == .error && !isHeld($0) }.map { (s, $0) } }
        if !errored.isEmpty {
            out += "\n## Not graded (error)\n\n"
            for (s, r) in errored {
                out += "- \(s.student), `\(r.kata)`: \(GradesCSV.oneLine(r.error ?? "no verdict"))\n"
            }
        }
        let flagged = result.students.filter { !$0.flagNotes.isEmpty }
        if !flagged.isEmpty {
            out += "\n## Integrity flags\n\nGraded all the same, in the sandbox; worth a look.\n\n"
            for s in flagged { out += "- \(s.student): \(s.flagNotes.joined(separator: "; "))\n" }
        }
        return out
    }

    static func isHeld(_ r: KataResult) -> Bool {
        r.status == .error && (r.error ?? "").hasPrefix(GradingPlan.heldForReview)
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "—" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }
}
