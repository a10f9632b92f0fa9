import KataEngine
import KataTexts
import Foundation
import KataCatalog

/// `index.html`: the class at a glance, for a teacher's browser. One self-contained file — inline
/// style, inline SVG chart, no script, no font or image from anywhere, and a Content-Security-Policy
/// that forbids every request — so it opens from `file://`, offline, and a student's text can't
/// make it fetch anything. Every text on it goes through `HTMLText.escape`. Statuses are shown by
/// a symbol and a word as well as a colour (greyscale and screen readers), and the numbers behind
/// the chart are also a table.
public enum ClassPage {
    public static let fileName = "index.html"

    public static func render(_ result: ClassResult, manifest: GradebookManifest, texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var body = "<header><h1>\(e(texts.message("page.title")))</h1>\n"
        body += "<p>\(e(texts.message("summary.counts", ["students": "\(result.students.count)", "katas": "\(result.katas.count)"])))</p>\n"
        body += "<p id=\"provenance\">\(e(texts.message("page.provenance", ["date": manifest.gradedAt, "version": manifest.runnerVersion, "digest": String(manifest.graderDigest.prefix(12))])))</p>\n"
        if let shard = manifest.shard { body += "<p>\(e(texts.message("page.shard", ["shard": shard])))</p>\n" }
        body += "</header>\n"
        for note in result.notes { body += "<div class=\"notice\" role=\"note\">\(e(note))</div>\n" }
        body += perKata(result, texts)
        body += rules(result, texts)
        body += grid(result, texts)
        body += flags(result, texts)
        body += explanations(result, texts)
        return PageShell.document(title: texts.message("page.title"), language: texts.language, body: body)
    }

    /// Counts per kata: students passed, failed, not graded (error).
    static func counts(_ result: ClassResult, kata: String) -> (pass: Int, fail: Int, error: Int) {
        let statuses = result.students.map { $0.result(for: kata)?.status ?? .error }
        return (statuses.filter { $0 == .pass }.count, statuses.filter { $0 == .fail }.count, statuses.filter { $0 == .error }.count)
    }

    private static func perKata(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var out = "<section id=\"per-kata\"><h2>\(e(texts.message("page.perKataHeading")))</h2>\n"
        out += chart(result, texts)
        out += "<table class=\"counts\"><thead><tr>"
        for key in ["summary.column.kata", "summary.column.pass", "summary.column.fail", "summary.column.error", "summary.column.passRate"] {
            out += "<th scope=\"col\">\(e(texts.message(key)))</th>"
        }
        out += "</tr></thead><tbody>\n"
        for kata in result.katas {
            let c = counts(result, kata: kata)
            out += "<tr data-kata=\"\(e(kata))\"><th scope=\"row\"><code>\(e(kata))</code></th>"
                + "<td data-status=\"pass\">\(c.pass)</td><td data-status=\"fail\">\(c.fail)</td><td data-status=\"error\">\(c.error)</td>"
                + "<td>\(ClassSummary.percent(c.pass, of: result.students.count))</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    /// Horizontal stacked bars, one per kata; each segment carries its number and a pattern as
    /// well as its colour, and the whole chart a text alternative.
    private static func chart(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        let n = max(1, result.students.count)
        let rowHeight = 28, label = 170, width = 600
        let height = rowHeight * result.katas.count + 10
        var out = "<svg class=\"chart\" role=\"img\" aria-labelledby=\"chart-title\" viewBox=\"0 0 \(label + width + 10) \(height)\" width=\"100%\" preserveAspectRatio=\"xMinYMin meet\">"
        out += "<title id=\"chart-title\">\(e(texts.message("page.chartLabel")))</title>"
        out += "<defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" class=\"seg-fail\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"hatch\"/></pattern>"
        out += "<pattern id=\"dots\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\"><rect width=\"6\" height=\"6\" class=\"seg-error\"/><circle cx=\"3\" cy=\"3\" r=\"1.3\" class=\"dot\"/></pattern></defs>"
        for (row, kata) in result.katas.enumerated() {
            let c = counts(result, kata: kata)
            let y = row * rowHeight + 5
            out += "<text x=\"0\" y=\"\(y + 17)\" class=\"label\">\(e(kata))</text>"
            var x = Double(label)
            for (status, count, fill) in [("pass", c.pass, "class=\"seg-pass\""), ("fail", c.fail, "fill=\"url(#hatch)\""), ("error", c.error, "fill=\"url(#dots)\"")] where count > 0 {
                let w = Double(width) * Double(count) / Double(n)
                out += "<rect x=\"\(fmt(x))\" y=\"\(y)\" width=\"\(fmt(w))\" height=\"\(rowHeight - 6)\" \(fill)><title>\(e(kata)): \(e(statusWord(status, texts))) \(count)</title></rect>"
                if w >= 16 { out += "<text x=\"\(fmt(x + 4))\" y=\"\(y + 16)\" class=\"count\">\(count)</text>" }
                x += w
            }
        }
        return out + "</svg>\n"
    }

    private static func fmt(_ v: Double) -> String { String(format: "%.1f", v) }

    private static func rules(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var out = "<section id=\"rules\"><h2>\(e(texts.message("summary.reteachHeading")))</h2>\n"
        let broken = ClassSummary.rulesBroken(result)
        guard !broken.isEmpty else { return out + "<p>\(e(texts.message("summary.noRuleBroken")))</p></section>\n" }
        out += "<table><thead><tr><th scope=\"col\">\(e(texts.message("summary.column.rule")))</th><th scope=\"col\">\(e(texts.message("summary.column.students")))</th><th scope=\"col\">\(e(texts.message("page.column.katas")))</th></tr></thead><tbody>\n"
        for (rule, students) in broken {
            let katas = result.katas.filter { kata in result.students.contains { $0.result(for: kata)?.brokenRules.contains(rule) == true } }
            let title = texts.title(rule).map { " — " + e($0) } ?? ""
            out += "<tr data-rule=\"\(e(rule.rawValue))\"><td><a href=\"#rule-\(e(rule.rawValue))\"><code>\(e(rule.rawValue))</code></a>\(title)</td>"
                + "<td>\(students) (\(ClassSummary.percent(students, of: result.students.count)))</td>"
                + "<td>\(katas.map { "<code>\(e($0))</code>" }.joined(separator: ", "))</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    private static func grid(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let e = HTMLText.escape
        var out = "<section id=\"students\"><h2>\(e(texts.message("page.gridHeading")))</h2>\n<p>\(e(texts.message("page.gridNote")))</p>\n"
        guard !result.students.isEmpty else { return out + "<p>\(e(texts.message("page.noStudents")))</p></section>\n" }
        out += "<div class=\"scroll\"><table id=\"grid\"><thead><tr><th scope=\"col\">\(e(texts.message("page.column.student")))</th>"
        for kata in result.katas { out += "<th scope=\"col\"><code>\(e(kata))</code></th>" }
        out += "<th scope=\"col\">\(e(texts.message("page.column.total")))</th></tr></thead><tbody>\n"
        for student in result.students {
            out += "<tr data-student=\"\(e(student.student))\"><th scope=\"row\"><a href=\"\(StudentPage.href(student.student))\">\(e(student.student))</a></th>"
            for kata in result.katas {
                let status = student.result(for: kata)?.status.rawValue ?? "not-graded"
                out += "<td class=\"st-\(status)\" data-kata=\"\(e(kata))\" data-status=\"\(status)\">"
                    + "<a href=\"\(StudentPage.href(student.student, kata: kata))\">\(e(statusWord(status, texts)))</a></td>"
            }
            out += "<td data-total=\"\(student.passed)\">\(student.passed)</td></tr>\n"
        }
        return out + "</tbody></table></div></section>\n"
    }

    private static func flags(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let flagged = result.students.filter { !$0.flags.isEmpty }
        guard !flagged.isEmpty else { return "" }
        let e = HTMLText.escape
        var out = "<section id=\"flags\"><h2>\(e(texts.message("summary.flagsHeading")))</h2>\n<p>\(e(texts.message("summary.flagsNote")))</p>\n<ul>\n"
        for s in flagged {
            out += "<li><a href=\"\(StudentPage.href(s.student))\">\(e(s.student))</a>: \(e(texts.flagNotes(s).joined(separator: "; ")))</li>\n"
        }
        return out + "</ul></section>\n"
    }

    /// Where each rule's link lands: its title, what it says, the first hint and Apple's guide.
    private static func explanations(_ result: ClassResult, _ texts: ClassroomTexts) -> String {
        let broken = ClassSummary.rulesBroken(result)
        guard !broken.isEmpty else { return "" }
        let e = HTMLText.escape
        var out = "<section id=\"explanations\"><h2>\(e(texts.message("page.rulesExplainedHeading")))</h2>\n"
        for (rule, _) in broken {
            let text = texts.words.rule(rule)
            out += "<article id=\"rule-\(e(rule.rawValue))\"><h3><code>\(e(rule.rawValue))</code> — \(e(text.title))</h3>"
            if !text.explanation.isEmpty { out += "<p>\(e(text.explanation))</p>" }
            if let hint = texts.hint(rule) { out += "<p>\(e(texts.message("report.hint", ["hint": hint])))</p>" }
            out += "<p class=\"guide\">\(e(texts.guide(rule) ?? rule.info.guideSection))</p></article>\n"
        }
        return out + "</section>\n"
    }

    /// A status as people read it: a symbol (so the grid reads in greyscale) and the shared status
    /// word (`TextTable.statusWord`); a missing verdict is "not graded".
    static func statusWord(_ status: String, _ texts: ClassroomTexts) -> String {
        switch status {
        case "pass": return "✓ " + texts.words.statusWord(status)
        case "fail": return "✗ " + texts.words.statusWord(status)
        case "error": return "! " + texts.words.statusWord(status)
        default: return "– " + texts.message("page.status.notGraded")
        }
    }
}
