import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// `grades.csv`: `student`, one column per kata (`pass`/`fail`/`error`), `total`, then
/// `integrity` (what the scan flagged) and `notes` (why a kata is `error`). Quoted per RFC 4180 so
/// that a student folder called `Doe, Jane` or a note with quotes survives a spreadsheet.
///
/// Scripts read this file (and `kata grade --merge` rewrites it from the shards), so the header row
/// and the status cells are the same machine IDs in every language; only the free text of the
/// `integrity` and `notes` cells is in the gradebook's language, as in summary.md.
public enum GradesCSV {
    public static func render(_ result: ClassResult, texts: ClassroomTexts) -> String {
        var rows: [[String]] = [["student"] + result.katas + ["total", "integrity", "notes"]]
        for student in result.students {
            let cells = result.katas.map { student.result(for: $0)?.status.rawValue ?? KataResult.Status.error.rawValue }
            let notes = student.results.compactMap { r in r.error.map { texts.kataNote(r.kata, oneLine($0)) } }
            rows.append([student.student] + cells + [String(student.passed),
                                                    texts.flagNotes(student).joined(separator: "; "),
                                                    notes.joined(separator: "; ")])
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Characters a spreadsheet may take as the start of a formula (or that hide one): the ASCII
    /// leads, TAB and CR, and their full-width forms, which some spreadsheets fold to ASCII.
    static let formulaLeads: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "\r\n", "＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫"]

    /// RFC 4180: quote a field holding a comma, quote, CR or LF; double inner quotes.
    /// A field whose first non-blank character is a formula lead (or that starts a workflow
    /// command, `::`) is prefixed with `'` so a spreadsheet never runs a student's folder name as
    /// a formula and a CI log never runs it as a command. Control characters, escape sequences and
/// bidi overrides are shown escaped (`UntrustedText`).
    static func field(_ value: String) -> String {
        var value = UntrustedText.visible(value, keeping: ["\n", "\t", "\r"])
        let lead = value.first { $0 != " " }
        if let lead, formulaLeads.contains(lead) || value.first.map(formulaLeads.contains) == true { value = "'" + value }
        else if value.drop(while: { $0 == " " }).hasPrefix("::") { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
