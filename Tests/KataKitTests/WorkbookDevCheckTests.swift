import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// `kata dev check` with a scripted grader: starters must fail (not error), solutions must pass,
/// READMEs and checks must exist.
@Suite struct WorkbookDevCheckTests {
    let kata = KataSpec(
        id: "add-child", learnerFile: Katas.addChild.learnerFile, solutionFile: Katas.addChild.solutionFile,
        graderSuite: "G", contractSource: "", checks: [CheckSpec("check", rules: [.addOnce])], rules: [.addOnce])

    func workbook(starter: String, solution: String) throws -> Workbook {
        let root = try WorkbookHarness.makeWorkbook()
        // One alternative that passes and one mistake the scripted grader catches with its rules.
        let fm = FileManager.default
        try fm.removeItem(at: root.appendingPathComponent(kata.alternativesFolder))
        try fm.removeItem(at: root.appendingPathComponent(kata.mistakesFolder))
        try fm.createDirectory(at: root.appendingPathComponent(kata.alternativesFolder), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent(kata.mistakesFolder), withIntermediateDirectories: true)
        try Data("// PASS\n".utf8).write(to: root.appendingPathComponent(kata.alternativesFolder + "/other.swift"))
        try Data("// mistake: none\n// expect-rules: add-once\n".utf8)
            .write(to: root.appendingPathComponent(kata.mistakesFolder + "/none-wrong.swift"))
        try Data(starter.utf8).write(to: root.appendingPathComponent(kata.learnerFile))
        try Data(solution.utf8).write(to: root.appendingPathComponent(kata.solutionFile))
        try WorkbookHarness.git(["-c", "user.name=A", "-c", "user.email=a@example.com", "commit", "-qam", "kata"], in: root)
        return Workbook(root: root, katas: [kata])
    }

    @Test func holdsWhenStartersFailAndSolutionsPass() async throws {
        let workbook = try workbook(starter: "todo", solution: "PASS")
        defer { WorkbookHarness.remove(workbook.root) }
        let grader = ScriptedGrader()
        let report = await DevCheck.run(workbook: workbook, grader: grader, texts: try completeTexts())
        #expect(report.problems == [])
        #expect(report.allHold)
        #expect(Set(grader.log.all) == [kata.learnerFile, kata.solutionFile,
                                        kata.alternativesFolder + "/other.swift", kata.mistakesFolder + "/none-wrong.swift"])
        #expect(report.rows.first.map { $0.alternatives == (1, 1) } == true)
        #expect(report.rows.first.map { $0.mistakes == (1, 1) } == true)
    }

    @Test func aStarterThatErrorsAndASolutionThatFailsAreProblems() async throws {
        let workbook = try workbook(starter: "ERROR", solution: "wrong")
        defer { WorkbookHarness.remove(workbook.root) }
        let report = await DevCheck.run(workbook: workbook, grader: ScriptedGrader(), texts: try completeTexts())
        #expect(report.problems.count == 2)
        #expect(report.rows.first?.starter == .error)
        #expect(report.rows.first?.solution == .fail)
        #expect(DevCheckText.render(report).contains("starter should compile and fail"))
    }

    @Test func missingReadmeChecksAndRuleTextAreProblems() async throws {
        let bare = KataSpec(id: "add-child", learnerFile: kata.learnerFile, solutionFile: kata.solutionFile,
                            graderSuite: "G", contractSource: "", checks: [], rules: [.addOnce])
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        try Data("todo".utf8).write(to: root.appendingPathComponent(bare.learnerFile))
        try Data("PASS".utf8).write(to: root.appendingPathComponent(bare.solutionFile))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/add-child/README.md"))
        let emptyTexts = TextTable.load(from: root.appendingPathComponent("no-texts"), language: "en")
        let report = await DevCheck.run(workbook: Workbook(root: root, katas: [bare]), grader: ScriptedGrader(), texts: emptyTexts)
        let problems = report.problems.joined(separator: "\n")
        #expect(problems.contains("README"))
        #expect(problems.contains("no checks"))
        #expect(problems.contains("add-once"))
    }

    /// Text for `add-once` with a title, explanation and hints.
    func completeTexts() throws -> TextTable {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data(#"{"rules": {"add-once": {"title": "Add once", "explanation": "e", "hints": ["h"]}}}"#.utf8)
            .write(to: folder.appendingPathComponent("en/rules.json"))
        return TextTable.load(from: folder, language: "en")
    }
}

/// `kata verify`: all katas graded, recorded for the workbook's own files, exit 0 only if all pass.
@Suite struct WorkbookVerifyTests {
    @Test func gradesEveryKataAndPassesOnlyIfAllPass() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let session = GradingSession(workbook: workbook, grader: ScriptedGrader())
        for kata in Katas.all { try Data("PASS".utf8).write(to: root.appendingPathComponent(kata.learnerFile)) }
        let seen = GradeLog()
        let results = try await VerifyRun.run(session: session) { index, count, kata in seen.append("\(index)/\(count) \(kata)") }
        #expect(results.map(\.kata) == Katas.all.map(\.id))
        #expect(VerifyRun.exitCode(results) == .success)
        #expect(seen.all.count == Katas.all.count)
        #expect(workbook.store.load().state.status(of: "status-bar") == .pass)
        #expect(Katas.all.allSatisfy { workbook.store.load().state.status(of: $0.id) == .pass })   // no lost update
        #expect(workbook.store.load().state.current == nil)   // verify does not move the learner

        try Data("broken".utf8).write(to: root.appendingPathComponent(Katas.statusBar.learnerFile))
        let again = try await VerifyRun.run(session: session) { _, _, _ in }
        #expect(VerifyRun.exitCode(again) == .failure)
        #expect(VerifyRun.exitCode([]) == .failure)
    }

    @Test func aFileRootGradesThatCopyWithoutRecordingProgress() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        let copy = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root); WorkbookHarness.remove(copy) }
        for kata in Katas.all { try Data("PASS".utf8).write(to: copy.appendingPathComponent(kata.learnerFile)) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let session = GradingSession(workbook: workbook, grader: ScriptedGrader())
        let results = try await VerifyRun.run(session: session, fileRoot: copy) { _, _, _ in }
        #expect(results.allSatisfy { $0.status == .pass })
        #expect(workbook.store.load().state.katas.isEmpty)
        await #expect(throws: WorkbookError.self) {
            try await VerifyRun.run(session: session, fileRoot: root.appendingPathComponent("nope")) { _, _, _ in }
        }
    }
}
