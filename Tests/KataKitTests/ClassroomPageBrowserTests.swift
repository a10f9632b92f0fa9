import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The class page as a teacher sees it: the real `kata grade` writes a gradebook for a small
/// add-child class (a solved student, a starter, one without Exercises/, and folders named with
/// HTML, quotes and Chinese), and Debian's chromium opens `index.html` headless. What the browser
/// *rendered* (its DOM after layout) is checked against grades.csv; every link must land on a file
/// of the gradebook; nothing may be requested from the network and nothing logged to the console.
/// Screenshots at 1280×800 and 390×844 go to `.build/class-page/`.
@Suite(.serialized) struct ClassroomPageBrowserTests {
    static let hostile = #"<img src=x onerror="alert(1)">"#
    static let quoted = #"O'Brien "the" & co"#
    static let chinese = "王小明"

    /// Debian's chromium (`scripts/install-ci-tools.sh` installs it; `make test` runs that first).
    static var chromium: URL? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        return nil
    }

    struct BrowserRun { let stdout: String; let stderr: String; let status: Int32 }

    /// Runs headless chromium with every host name unresolvable, so any attempt to reach the
    /// network both fails and is logged.
    static func browse(_ extra: [String], page: URL) throws -> BrowserRun {
        let binary = try #require(chromium, "chromium is missing: run scripts/install-ci-tools.sh as root (make test does)")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND",
                             "--enable-logging=stderr", "--v=1", "--virtual-time-budget=2000",
                             // The browser's own background traffic, off (what remains is filtered by `browserServices`).
                             "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-default-apps",
                             "--disable-domain-reliability", "--no-default-browser-check", "--disable-client-side-phishing-detection",
                             "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,SpellCheck",
                             "--password-store=basic", "--disable-breakpad"] + extra + [page.absoluteString]
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-out-\(UUID().uuidString)")
        let err = out.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return BrowserRun(stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8),
                          status: process.terminationStatus)
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (1..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }

    /// The browser's own services (updates, time, accounts) that it contacts whatever the page;
    /// everything else a request went to came from the page.
    static let browserServices = ["google.com", "googleapis.com", "gvt1.com", "gstatic.com"]

    /// Lines of the browser's log that show a console message (a CSP violation is one) or a
    /// network request the page made.
    static func trouble(_ log: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter { line in
            if line.contains(":CONSOLE") { return true }
            guard let range = line.range(of: "NotifyBeforeURLRequest: ") else { return false }
            let host = URL(string: String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))?.host ?? "?"
            return !browserServices.contains { host == $0 || host.hasSuffix("." + $0) }
        }
    }

    /// The detector itself: a page that fetches an image is caught (else "no request" proves nothing).
    @Test func theRequestDetectorSeesAPageRequest() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("canary-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        try Data(#"<html><body><img src="http://canary.invalid/x.png"><script>console.error("boom")</script></body></html>"#.utf8).write(to: page)
        let run = try Self.browse(["--dump-dom"], page: page)
        let found = Self.trouble(run.stderr)
        #expect(found.contains { $0.contains("canary.invalid") }, "\(run.stderr.suffix(1500))")
        #expect(found.contains { $0.contains("boom") })
    }

    @Test func thePageRendersTheGradebookAndStaysOffline() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
        let submissions = base.appendingPathComponent("class"), out = base.appendingPathComponent("gradebook")
        defer { try? FileManager.default.removeItem(at: base) }
        let kata = AddChildWorkbook.kata
        let solution = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.solutionFile))
        let starter = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.learnerFile))
        for (student, file) in [("alice", solution), ("bob", starter), (Self.hostile, starter), (Self.quoted, solution), (Self.chinese, solution)] {
            let url = submissions.appendingPathComponent(student).appendingPathComponent(kata.learnerFile)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.write(to: url)
        }
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("carol"), withIntermediateDirectories: true)
        let grade = try workbook.run(["grade", submissions.path, "--out", out.path])
        #expect(grade.status == 0, "\(grade.stderr)")

        // grades.csv, as a spreadsheet reads it.
        let csv = ClassroomGradebookTests.parseCSV(try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8))
        let header = try #require(csv.first)
        let katas = Array(header[1..<(header.count - 3)])
        #expect(katas == [kata.id])
        var expected: [String: [String: String]] = [:]
        for row in csv.dropFirst() { expected[row[0]] = Dictionary(uniqueKeysWithValues: zip(katas, row[1...])) }
        #expect(expected.count == 6)

        let index = out.appendingPathComponent("index.html")
        let run = try Self.browse(["--dump-dom"], page: index)
        #expect(run.status == 0, "\(run.stderr.suffix(2000))")
        let dom = run.stdout
        #expect(dom.contains("</table>"), "no rendered DOM: \(run.stderr.suffix(1000))")
        #expect(Self.trouble(run.stderr).isEmpty, "\(Self.trouble(run.stderr))")
        // The student named with HTML is text: the browser built no img element from it.
        #expect(!dom.lowercased().contains("<img"))
        #expect(!dom.lowercased().contains("<script"))
        #expect(dom.contains("&lt;img src=x onerror=\"alert(1)\"&gt;") || dom.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"))
        #expect(try Self.matches(#"(?:src|href|action|srcset)="(https?:|//)"#, in: dom).isEmpty)

        // Per-kata counts as rendered = counts of grades.csv.
        for k in katas {
            let rendered = try Self.matches(#"<tr data-kata="\#(k)">.*?data-status="pass">(\d+)<.*?data-status="fail">(\d+)<.*?data-status="error">(\d+)<"#, in: dom)
            let counts = try #require(rendered.first).map { Int($0) ?? -1 }
            let statuses = expected.values.map { $0[k] }
            #expect(counts == ["pass", "fail", "error"].map { s in statuses.filter { $0 == s }.count }, "\(k)")
        }
        // The grid as rendered = grades.csv, cell for cell, each cell a word as well as a colour.
        let rows = try Self.matches(#"<tr data-student="([^"]*)">(.*?)</tr>"#, in: dom)
        var grid: [String: [String: String]] = [:]
        for row in rows {
            let cells = try Self.matches(#"data-kata="([^"]*)" data-status="([^"]*)"><a [^>]*>([^<]+)</a>"#, in: row[1])
            grid[Self.unescape(row[0])] = Dictionary(uniqueKeysWithValues: cells.map { ($0[0], $0[1]) })
            // A symbol and a word, not a colour alone.
            for cell in cells {
                let symbol = ["pass": "✓ ", "fail": "✗ ", "error": "! "][cell[1]] ?? "– "
                #expect(cell[2].hasPrefix(symbol) && cell[2].count > 3, "cell text \(cell[2])")
            }
        }
        #expect(grid == expected)
        #expect(grid[Self.chinese]?[kata.id] == "pass" && grid[Self.quoted]?[kata.id] == "pass" && grid[Self.hostile]?[kata.id] == "fail")
        #expect(grid["carol"]?[kata.id] == "error")

        // Every link lands on a file of the gradebook (or an element of the page it points into).
        var pages: [(URL, String)] = [(index, dom)]
        for student in expected.keys {
            let page = GradebookWriter.folder(of: student, in: out).appendingPathComponent(StudentPage.fileName)
            let rendered = try Self.browse(["--dump-dom"], page: page)
            #expect(Self.trouble(rendered.stderr).isEmpty, "\(student): \(Self.trouble(rendered.stderr))")
            #expect(!rendered.stdout.lowercased().contains("<img"))
            pages.append((page, rendered.stdout))
        }
        var links = 0
        for (page, html) in pages {
            for match in try Self.matches(#"href="([^"]*)""#, in: html) {
                let href = Self.unescape(match[0])
                #expect(!href.contains("://"), "\(href) leaves the gradebook")
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page
                    : URL(fileURLWithPath: parts[0].removingPercentEncoding ?? parts[0], relativeTo: page.deletingLastPathComponent()).standardizedFileURL
                #expect(target.path.hasPrefix(out.standardizedFileURL.path + "/"), "\(href) on \(page.path)")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(href) on \(page.lastPathComponent) → \(target.path)")
                if parts.count == 2, let targetHTML = pages.first(where: { $0.0.standardizedFileURL.path == target.path })?.1 {
                    #expect(targetHTML.contains("id=\"\(parts[1])\""), "\(href): no element #\(parts[1])")
                }
                links += 1
            }
        }
        #expect(links >= 6 + 6 + 6)

        // Screenshots for people: a laptop and a phone.
        let shots = TestBuild.scratch.appendingPathComponent("class-page", isDirectory: true)
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for (name, size) in [("class-page-1280x800.png", "1280,800"), ("class-page-390x844.png", "390,844")] {
            let file = shots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            let shot = try Self.browse(["--screenshot=\(file.path)", "--window-size=\(size)", "--hide-scrollbars"], page: index)
            #expect(Self.trouble(shot.stderr).isEmpty)
            let data = try Data(contentsOf: file)
            #expect(data.count > 5_000 && data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name): \(data.count) bytes")
        }
    }
}
