import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Golden files: `kata run` of add-child, passing (its solution) and failing (its starter), in every format
/// (text with NO_COLOR, json, junit, github), compared byte for byte with
/// `Tests/KataKitTests/Golden/` after the volatile fields are normalised (durations, the cache
/// flag, absolute paths). Refresh after an intended change with `make golden`
/// (`KATA_UPDATE_GOLDEN=1 swift test --filter OutputGoldenTests`) and review the diff.
@Suite(.serialized) struct OutputGoldenTests {
    static let folder = TestBuild.projectRoot.appendingPathComponent("Tests/KataKitTests/Golden")
    static let updating = ProcessInfo.processInfo.environment["KATA_UPDATE_GOLDEN"] == "1"
    static let formats: [(format: String, ext: String)] = [("text", "txt"), ("json", "json"), ("junit", "xml"), ("github", "github.txt")]

    @Test(arguments: [(true, "pass"), (false, "fail")])
    func runOutputMatchesTheGoldenFiles(solved: Bool, name: String) throws {
        let workbook = try AddChildWorkbook(solved: solved)
        defer { workbook.remove() }
        for (format, ext) in Self.formats {
            let run = try workbook.run(["run", workbook.kata, "--format", format])
            #expect(run.status == (solved ? 0 : 1), "\(format): \(run.stderr)")
            let actual = Self.normalise(run.stdout, root: workbook.root)
            let file = Self.folder.appendingPathComponent("run-\(name).\(ext)")
            if Self.updating {
                try Data(actual.utf8).write(to: file)
                continue
            }
            let golden = try? String(contentsOf: file, encoding: .utf8)
            #expect(golden == actual, """
                \(file.lastPathComponent) differs from `kata run --format \(format)`; if the change is intended, \
                run `make golden` and review the diff.
                --- actual ---
                \(actual)
                """)
        }
    }

    /// The golden files are exactly one per state and format, so a stale extra one is noticed.
    @Test func theGoldenFolderHoldsOneFilePerStateAndFormat() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        let expected = ["pass", "fail"].flatMap { state in Self.formats.map { "run-\(state).\($0.ext)" } }.sorted()
        #expect(names == expected)
    }

    @Test func normalisingRemovesOnlyVolatileFields() {
        let root = URL(fileURLWithPath: "/tmp/kata-workbook-1")
        #expect(Self.normalise("\"cached\" : true,\n\"duration\" : 1.25,", root: root) == "\"cached\" : false,\n\"duration\" : 0,")
        #expect(Self.normalise(#"<testsuite time="12.345">"#, root: root) == #"<testsuite time="0.000">"#)
        #expect(Self.normalise("/tmp/kata-workbook-1/Exercises/x.swift:3", root: root) == "<workbook>/Exercises/x.swift:3")
        #expect(Self.normalise("(fail, 1 of 2 checks passed, unchanged)", root: root) == "(fail, 1 of 2 checks passed)")
        #expect(Self.normalise("2026-01-02T03:04:05Z", root: root) == "<timestamp>")
    }

    static func normalise(_ text: String, root: URL) -> String {
        var text = text
        for path in Set([root.path, root.resolvingSymlinksInPath().path, TestBuild.scratch.path]) {
            text = text.replacingOccurrences(of: path, with: path == TestBuild.scratch.path ? "<build>" : "<workbook>")
        }
        let unchanged = ", " + LearnerText.message("workbook.unchanged") + ")"
        text = text.replacingOccurrences(of: unchanged, with: ")")
        let patterns: [(String, String)] = [
            (#""cached" : true"#, #""cached" : false"#),
            (#""duration" : [0-9.eE+-]+"#, #""duration" : 0"#),
            (#"time="[0-9.]+""#, #"time="0.000""#),
            (#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)"#, "<timestamp>"),
        ]
        for (pattern, replacement) in patterns {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
