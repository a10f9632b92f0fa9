import Foundation
import Testing
@testable import KataEngine
@testable import KataTexts
import KataCatalog
@testable import KataKit
@testable import KataClassroom

/// Issue 20 item 2: a learner file that uses a simulator-only entry point (`init(handler:)`)
/// outside the `#else` branch of `#if canImport(UIKit)` gets a warning naming UIKit's spelling.
@Suite struct EngineSimulatorOnlyUsageTests {
    /// The shipped interactive-swipe solution and its files: the closure initializer, if used,
    /// is only in the simulator's branch, so no warning.
    @Test func theShippedGestureSolutionsGetNoWarning() throws {
        let folder = TestBuild.projectRoot.appendingPathComponent("Solutions/interactive-swipe")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(SimulatorOnlyUsage.uses(in: source).isEmpty, "\(file)")
        }
    }

    /// The real solution with its UIKit-only recognizer moved out of its `#if`: the closure
    /// initializer on that line is found, at the right line and column.
    @Test func aUseOutsideTheBranchOfTheRealSolutionIsFound() throws {
        let url = TestBuild.projectRoot.appendingPathComponent("Solutions/interactive-swipe/ContainerViewController.swift")
        let original = try String(contentsOf: url, encoding: .utf8)
        let uikitLine = "let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(swipeAction(_:)))"
        #expect(original.contains(uikitLine))
        let simLine = "let swipe = UIScreenEdgePanGestureRecognizer(handler: { [weak self] in self?.handleSwipe($0 as! UIScreenEdgePanGestureRecognizer) })"
        let edited = original.replacingOccurrences(of: "#if canImport(UIKit)\n        " + uikitLine, with: simLine + "\n        #if canImport(UIKit)")
        #expect(edited != original)
        let uses = SimulatorOnlyUsage.uses(in: edited)
        #expect(uses.count == 1)
        let lines = edited.components(separatedBy: "\n")
        let expectedLine = try #require(lines.firstIndex { $0.contains("(handler:") }) + 1
        #expect(uses.first?.line == expectedLine)
        #expect(uses.first?.column == lines[expectedLine - 1].range(of: "UIScreenEdgePanGestureRecognizer(").map {
            lines[expectedLine - 1].distance(from: lines[expectedLine - 1].startIndex, to: $0.lowerBound) + 1 })
        #expect(uses.first?.entryPoint.uikitSpelling == "init(target:action:)")
    }

    @Test(arguments: [
        // (source, uses expected)
        ("let g = UIPanGestureRecognizer(handler: { _ in })", 1),
        ("let g = UIPanGestureRecognizer { _ in }", 1),
        ("let g: UIPanGestureRecognizer = .init(handler: { _ in })", 1),
        ("#if canImport(UIKit)\nlet g = UIPanGestureRecognizer(target: self, action: #selector(f))\n#else\nlet g = UIPanGestureRecognizer(handler: { _ in })\n#endif", 0),
        ("#if !canImport(UIKit)\nlet g = UIPanGestureRecognizer(handler: { _ in })\n#endif", 0),
        ("#if canImport(UIKit)\nlet g = UIPanGestureRecognizer(handler: { _ in })\n#endif", 1),
        ("#if canImport(UIKit)\n#if DEBUG\n#else\n#endif\n#else\n#if DEBUG\nlet g = UIPanGestureRecognizer(handler: { _ in })\n#endif\n#endif", 0),
        ("#if DEBUG\n#else\nlet g = UIPanGestureRecognizer(handler: { _ in })\n#endif", 1),
        ("// UIPanGestureRecognizer(handler: …) only in the simulator", 0),
        ("let s = \"UIPanGestureRecognizer(handler: x)\"", 0),
        ("/* UIPanGestureRecognizer(handler:\n still a comment */ let x = 1", 0),
        ("let a = UIAlertAction(title: \"OK\", style: .default, handler: nil)", 0),
    ])
    func branchesCommentsAndStrings(_ source: String, _ expected: Int) {
        #expect(SimulatorOnlyUsage.uses(in: source).count == expected, "\(source)")
    }

    /// The regular expressions run only on lines that mention an entry point; a line that does
    /// not cannot match them, whatever characters surround the mention (a mark or a prepended
    /// character joins a letter into one Character, but the expressions compare code units).
    @Test(arguments: [
        "let g = UIPanGestureRecognizer(handler: { _ in })",
        "let g = UIPanGestureRecognizer { _ in }",
        "let g: UIPanGestureRecognizer = .init(handler: { _ in })",
        "let g = x\u{0600}GestureRecognizer { _ in }",
        "let g = Pan\u{0301}GestureRecognizer { _ in }",
        "let g = Pan(\u{0600}handler: 1)",
        "let g = Pan(handler\u{0301}: 1)",
        "let g = Pan(Handler: 1)",
        "let a = UIAlertAction(title: \"OK\", style: .default, handler: nil)",
        "func handle(_ r: UIPanGestureRecognizer) {}",
    ])
    func theMentionFilterKeepsEveryMatch(_ line: String) {
        let entryPoint = SimulatorOnlyUsage.entryPoints[0]
        let matches = entryPoint.patterns.contains { line.range(of: $0, options: .regularExpression) != nil }
        if matches { #expect(SimulatorOnlyUsage.mentions(entryPoint, in: line), "\(line)") }
        #expect(SimulatorOnlyUsage.uses(in: line).isEmpty == !matches, "\(line)")
    }

    /// The warning is a compiler-style diagnostic with the text from the tables, in English and
    /// Chinese, naming both spellings.
    @Test func theWarningReadsFromTheTextTables() {
        for language in ["en", "zh-Hans"] {
            let table = TextTable.load(language: language)
            let text = table.message("engine.simulatorOnly", ["api": "init(handler:)", "uikit": "init(target:action:)"])
            #expect(text != "engine.simulatorOnly", "\(language)")
            #expect(text.contains("init(handler:)") && text.contains("init(target:action:)") && text.contains("#else"))
        }
        let warnings = SimulatorOnlyUsage.warnings(in: "\nlet g = UIPanGestureRecognizer(handler: { _ in })", file: "Swipe.swift")
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.line == 2 && warnings.first?.column == 9)
        #expect(warnings.first?.rendered.hasPrefix("Swipe.swift:2:9: warning: ") == true)
    }

    /// Wired into grading: a graded file that uses the closure initializer outside the branch
    /// gets the warning among its compile diagnostics, and its verdict is unchanged by it.
    @Test func gradingAddsTheWarningToTheVerdict() throws {
        let work = try EngineFixture.temporaryDirectory("simulator-only")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("ContainerViewController.swift")
        let source = ClassroomHostileTests.learner(ClassroomHostileTests.listing51 + """

                    let pan = UIPanGestureRecognizer(handler: { _ in })
                    _ = pan
            """)
        try Data(source.utf8).write(to: file)
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: file, displayPath: "ContainerViewController.swift"))
        #expect(result.status == .pass, "\(result.error ?? "")")
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("(handler:") }) + 1
        #expect(result.compileDiagnostics.contains { $0.severity == .warning && $0.line == line && $0.message.contains("init(target:action:)") },
                "\(result.compileDiagnostics)")
    }
}
