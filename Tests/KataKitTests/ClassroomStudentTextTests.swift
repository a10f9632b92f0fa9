import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Issue 18 item 5: student text is inert wherever it lands. A real learner file whose
/// `fatalError` and printed text carry raw HTML (a tracking pixel, a fake "full marks" link,
/// `</details>`), a heading, ANSI escapes, bidi overrides and GitHub workflow commands after NBSP
/// and VT is graded by the real `kata grade` (and `kata run --format github`), and every output
/// is read back: report.md, summary.md, grades.csv, index.html, report.html, the annotations.
@Suite(.serialized) struct ClassroomStudentTextTests {
    static let marker = "evil.example"
    /// One line with everything (the crash report keeps the "Fatal error" line), then lines that
    /// each try to start something.
    static let payload = #"<img src=\"http://evil.example/pixel.png\"> [Full marks](http://evil.example/) </details> **6/6** \u{1B}[31mRED\u{1B}[0m \u{202E}desrever\u{202C} ##[error]injected\n# Heading\n::error::fake\n\u{A0}::add-mask::secret\n\u{0B}::warning::vt\n\u{3000}::stop-commands::x"#

    static var attackFile: String {
        """
        import UIKitSim

        final class ContainerViewController: UIViewController {
            func frameForContentController() -> CGRect { view.bounds }
            func displayContentController(_ content: UIViewController) {
                print("\(payload)")
                fatalError("\(payload)")
            }
        }
        """
    }

    static let controls: [Unicode.Scalar] = ["\u{1B}", "\u{202E}", "\u{202C}", "\u{0B}", "\u{07}"]

    /// The rules every text output must keep.
    static func checkInert(_ text: String, _ name: String) {
        for scalar in controls { #expect(!text.unicodeScalars.contains(scalar), "\(name) holds U+\(String(scalar.value, radix: 16))") }
        #expect(!text.contains("##["), "\(name) holds ##[")
        for line in text.components(separatedBy: CharacterSet(charactersIn: "\n\r")) {
            let start = line.unicodeScalars.drop { $0.properties.isWhitespace }
            #expect(!String(String.UnicodeScalarView(start)).hasPrefix("::"), "\(name) starts a workflow command: \(line)")
        }
    }

    @Test func studentTextIsInertInEveryGradebookFile() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("inert-\(UUID().uuidString)")
        let submissions = base.appendingPathComponent("class"), out = base.appendingPathComponent("gradebook")
        defer { try? FileManager.default.removeItem(at: base) }
        let kata = AddChildWorkbook.kata
        // The folder name is hostile too.
        let student = "::error::<b>x<b> [full marks](evil.example) ##[warning]"
        let file = submissions.appendingPathComponent(student).appendingPathComponent(kata.learnerFile)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.attackFile.utf8).write(to: file)
        let grade = try workbook.run(["grade", submissions.path, "--out", out.path])
        #expect(grade.status == 0, "\(grade.stderr)")
        Self.checkInert(grade.stdout + grade.stderr, "kata grade's own output")

        let folder = GradebookWriter.folder(of: student, in: out)
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let page = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        // The crash text really reached every file (else this test would prove nothing).
        for (name, text) in [("report.md", report), ("summary.md", summary), ("grades.csv", csv), ("report.html", page)] {
            #expect(text.contains("evil") && text.contains("pixel"), "\(name) lacks the student's text")
            Self.checkInert(text, name)
        }
        Self.checkInert(index, "index.html")

        // Markdown: nothing of the student's renders — no tag, link, emphasis or heading.
        for (name, text) in [("report.md", report), ("summary.md", summary)] {
            // Outside code fences (whose content is code, not Markdown) nothing may be raw.
            var fence: Substring?
            var outside = 0
            for line in text.split(separator: "\n") {
                if let open = fence { if line == open { fence = nil }; continue }
                if line.hasPrefix("```") { fence = line.prefix { $0 == "`" }; continue }
                guard line.contains("pixel") || line.contains("Full marks") else { continue }
                outside += 1
                #expect(line.range(of: #"(?<!\\)<(img|/details)"#, options: .regularExpression) == nil
                        && !line.contains("[Full marks](") && !line.contains("**6/6**") && !line.contains("http://"), "\(name): \(line)")
            }
            #expect(fence == nil, "\(name): a fence left open")
            if name == "summary.md" { #expect(outside > 0, "summary.md lists the crash inline") }
            // Inside a fence the text is code; the fence must outlast it.
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("# Heading") }, "\(name) lets a heading through")
        }
        // HTML: the student's text never becomes markup.
        for (name, text) in [("index.html", index), ("report.html", page)] {
            #expect(!text.contains("<img") && !text.contains("<b>x") && !text.contains("</details>") && !text.contains("href=\"http"), "\(name)")
        }
        #expect(page.contains("&lt;img src="))
        // CSV: the name cannot start a formula or a command.
        #expect(csv.contains("'::error::"))
    }

    @Test func studentTextIsInertInGitHubAnnotations() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let target = workbook.root.appendingPathComponent(AddChildWorkbook.kata.learnerFile)
        try Data(Self.attackFile.utf8).write(to: target)
        let run = try workbook.run(["run", AddChildWorkbook.kata.id, "--format", "github"])
        #expect(run.status != 0)
        #expect(run.stdout.contains("pixel"), "the crash text did not reach the annotation: \(run.stdout)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines { #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line)") }
        for scalar in Self.controls { #expect(!run.stdout.unicodeScalars.contains(scalar)) }
        #expect(!run.stdout.contains("##["))
        #expect(!run.stdout.contains("\r"))
    }

    /// The terminal: `kata run` shows the crash text, without its escape sequences, bidi overrides or `##[`.
    @Test func studentTextIsInertOnTheTerminal() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        try Data(Self.attackFile.utf8).write(to: workbook.root.appendingPathComponent(AddChildWorkbook.kata.learnerFile))
        let run = try workbook.run(["run", AddChildWorkbook.kata.id])
        #expect(run.stdout.contains("pixel"), "the crash text is not shown: \(run.stdout)")
        Self.checkInert(run.stdout, "kata run")
    }

    @Test func oneEscapePerOutputKind() {
        let evil = "<a href='x'>\u{1B}[2J\u{202E}&\"\n::x ##[y"
        #expect(HTMLText.escape(evil) == "&lt;a href=&#39;x&#39;&gt;\\u{202e}&amp;&quot;\n::x ##[y")
        #expect(MarkdownText.inline("[a](http://b) <i> # h\n::c www.x.y a@b *e* `c` |") == ##"\[a\](http\://b) \<i\> \# h ::c www\.x.y a\@b \*e\* \`c\` \|"##)
        #expect(MarkdownText.fenced("```\nx") == "````\n```\nx\n````\n")
        #expect(WorkflowSafeText.neutralize("a\n\u{A0}::add-mask::x\r\u{0B}::y\nok ##[error] z")
            == "a\n\\\u{A0}::add-mask::x\r\\\u{0B}::y\nok ##\\[error] z")
        #expect(UntrustedText.visible("a\u{1B}]0;title\u{07}b\u{1B}[1;31mc\u{200B}") == "abc\\u{200b}")
    }
}
