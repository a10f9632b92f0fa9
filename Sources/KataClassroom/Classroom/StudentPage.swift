import KataEngine
import KataTexts
import Foundation
import KataCatalog

/// `students/<student>/report.html`: report.md as a page the class page links to, one section
/// per kata (`#kata-<id>`), rules linking back to their explanation on the class page. Same
/// rules as `ClassPage`: self-contained, no script, everything through `HTMLText.escape`.
public enum StudentPage {
    public static let fileName = "report.html"

    /// The link from `index.html` to a student's page (and a kata's section on it).
    static func href(_ student: String, kata: String? = nil) -> String {
        HTMLText.href([GradebookWriter.studentsFolder, student, fileName]) + (kata.map { "#kata-" + HTMLText.escape($0) } ?? "")
    }

    public static func render(_ grade: StudentGrade, texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var body = "<nav><a href=\"../../\(ClassPage.fileName)\">\(e(texts.message("page.backToClass")))</a></nav>\n"
        body += "<header><h1>\(e(grade.student))</h1><p>\(e(StudentReport.passedLine(grade, texts)))</p></header>\n"
        body += "<table><thead><tr><th scope=\"col\">\(e(texts.message("report.column.kata")))</th><th scope=\"col\">\(e(texts.message("report.column.result")))</th></tr></thead><tbody>\n"
        for r in grade.results {
            body += "<tr><th scope=\"row\"><a href=\"#kata-\(e(r.kata))\"><code>\(e(r.kata))</code></a></th>"
                + "<td class=\"st-\(r.status.rawValue)\">\(e(ClassPage.statusWord(r.status.rawValue, texts)))</td></tr>\n"
        }
        body += "</tbody></table>\n"
        let flags = texts.flagNotes(grade)
        if !flags.isEmpty {
            body += "<section><h2>\(e(texts.message("report.flagsHeading")))</h2><p>\(e(texts.message("report.flagsNote")))</p><ul>"
            body += flags.map { "<li>\(e($0))</li>" }.joined() + "</ul></section>\n"
        }
        for r in grade.results { body += section(r, texts) }
        return PageShell.document(title: texts.message("page.reportTitle", ["student": grade.student]), language: texts.language, body: body)
    }

    private static func section(_ r: KataResult, _ texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var out = "<section id=\"kata-\(e(r.kata))\"><h2>\(e(texts.message("report.kataHeading", ["kata": r.kata, "status": StudentReport.status(r.status, texts)])))</h2>\n"
        if !r.checks.isEmpty {
            let passed = r.checks.filter { $0.status == .pass }.count
            out += "<p>\(e(texts.message("report.checksSummary", ["passed": "\(passed)", "total": "\(r.checks.count)"])))</p>\n"
        }
        if let error = r.error { out += "<pre>\(e(error))</pre>\n" }
        let errors = r.compileDiagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            out += "<p>\(e(texts.message("report.compilerSaid")))</p><pre>"
                + e(errors.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")) + "</pre>\n"
        }
        for check in r.checks where check.status == .fail {
            out += "<h3>\(e(texts.words.checkLabel(check.name, ofKata: r.kata)))</h3>\n"
            if !check.message.isEmpty { out += "<p>\(e(check.message))</p>\n" }
            if let place = check.location { out += "<p>\(e(texts.message("report.location", ["place": "\(place.file):\(place.line)"])))</p>\n" }
            if !check.rules.isEmpty {
                out += "<ul>"
                for rule in check.rules {
                    let title = texts.title(rule).map { " — " + e($0) } ?? ""
                    out += "<li><a href=\"../../\(ClassPage.fileName)#rule-\(e(rule.rawValue))\"><code>\(e(rule.rawValue))</code></a>\(title)"
                    if let hint = texts.hint(rule) { out += "<br>\(e(texts.message("report.hint", ["hint": hint])))" }
                    out += "</li>"
                }
                out += "</ul>\n"
            }
            if let finding = check.finding {
                if let mistake = finding.mistake { out += "<p>\(e(texts.message("report.mistake", ["mistake": mistake])))</p>\n" }
                if !finding.expected.isEmpty || !finding.actual.isEmpty {
                    out += "<div class=\"timelines\"><div><p>\(e(texts.message("report.expected")))</p><pre>\(e(finding.expected.joined(separator: "\n")))</pre></div>"
                        + "<div><p>\(e(texts.message("report.actual")))</p><pre>\(e(finding.actual.joined(separator: "\n")))</pre></div></div>\n"
                }
                if !finding.diagnostics.isEmpty {
                    out += "<p>\(e(texts.message("report.uikitSaid")))</p><pre>\(e(finding.diagnostics.joined(separator: "\n")))</pre>\n"
                }
            }
        }
        if r.status == .fail { out += "<p>\(e(texts.message("report.hintTip", ["kata": r.kata])).replacingOccurrences(of: "`", with: ""))</p>\n" }
        return out + "</section>\n"
    }
}
