import Foundation
import Testing
import KataCatalog
@testable import KataKit

/// A gradebook points at the same line as `kata run` on the same file. The fallback sandbox runs
/// the grader as another user, on a copy of the run's folder, so the learner's source at the path
/// the compiler saw cannot be read there: the graders read the copy (`KATA_LEARNER_TEXT`). Before,
/// every step of the locator that reads the source was skipped in a gradebook — 32 of 78 failing
/// add-child locator cases on their marked line instead of 67 (stop 37).
@Suite struct ClassroomLocationTests {
    /// Locator cases whose line comes from reading the source: an override's missing `super`, a
    /// guard that returned before the missing call, a frame taken from the wrong rectangle.
    static let cases = ["add-child-override-skips-super", "forgets-add-child", "content-frame-is-bounds"]

    @Test func gradebookNamesTheLineKataRunNames() throws {
        let workbook = try AddChildWorkbook(solved: false)
        let submissions = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        let output = submissions.appendingPathExtension("out")
        defer {
            workbook.remove()
            for folder in [submissions, output] { try? FileManager.default.removeItem(at: folder) }
        }
        let fixtures = WorkbookHarness.sourceRoot.appendingPathComponent("Tests/KataKitTests/Fixtures/Locator/add-child")
        for name in Self.cases {
            let target = submissions.appendingPathComponent(name).appendingPathComponent(AddChildWorkbook.kata.learnerFile)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name + ".swift"), to: target)
        }
        let off = ["KATA_SANDBOX": "off"]
        let graded = try workbook.run(["grade", submissions.path, "--out", output.path, "--katas", workbook.kata], environment: off)
        #expect(graded.status == 0, "\(graded.stderr)")
        let file = AddChildWorkbook.kata.learnerFile
        for name in Self.cases {
            let source = fixtures.appendingPathComponent(name + ".swift")
            let marked = Set(try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n").enumerated()
                .filter { $0.element.contains("// locate-here") }.map { $0.offset + 1 })
            let report = try String(contentsOf: output.appendingPathComponent("students/\(name)/report.md"), encoding: .utf8)
            let inGradebook = Self.firstLine(after: "At \(file):", in: report)
            let run = try workbook.run(["run", workbook.kata, "--file", source.path, "--format", "json"])
            let inRun = Self.firstLine(after: "\"line\":", in: run.stdout) ?? Self.firstLine(after: "\"line\" :", in: run.stdout)
            #expect(inGradebook != nil && inGradebook == inRun, "\(name): gradebook line \(inGradebook.map(String.init) ?? "none"), kata run \(inRun.map(String.init) ?? "none")")
            #expect(inGradebook.map(marked.contains) == true, "\(name): gradebook line \(inGradebook.map(String.init) ?? "none"), marked \(marked.sorted())")
        }
    }

    /// The number right after the first `prefix` in `text`.
    static func firstLine(after prefix: String, in text: String) -> Int? {
        guard let range = text.range(of: prefix) else { return nil }
        return Int(text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }
}
