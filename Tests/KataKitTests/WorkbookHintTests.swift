import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// `kata hint`: more each time for the first broken rule, restarting for a new rule; graded first
/// when never run. Texts come from a temporary text folder so the test owns the hints.
@Suite(.serialized) struct WorkbookHintTests {
    func texts() throws -> (TextTable, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-texts-\(UUID().uuidString)")
        let en = folder.appendingPathComponent("en")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        let rules = """
            {"rules": {
              "add-child-first": {"title": "Add first", "explanation": "e", "hints": ["nudge", "concept", "code"]},
              "add-child-view": {"title": "Add the view", "explanation": "e", "hints": ["view hint"]}
            }}
            """
        try Data(rules.utf8).write(to: en.appendingPathComponent("rules.json"))
        return (TextTable.load(from: folder, language: "en"), folder)
    }

    @Test func climbsTheLadderThenRestartsForANewRule() async throws {
        let (table, folder) = try texts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let grader = ScriptedGrader(rules: [.addChildFirst], passing: 1)
        let session = GradingSession(workbook: workbook, grader: grader)
        let kata = Katas.addChild

        var seen: [String] = []
        for _ in 0..<4 {
            guard case .hint(let step) = try await HintStep.next(for: kata, session: session, texts: table) else {
                Issue.record("expected a hint"); return
            }
            #expect(step.rule == .addChildFirst)
            seen.append(step.hint)
        }
        #expect(seen == ["nudge", "concept", "code", "code"])
        #expect(grader.log.all.count == 1)   // graded once, because it had never been run

        let other = GradingSession(workbook: workbook, grader: ScriptedGrader(rules: [.addChildView], passing: 1))
        _ = try await other.run(kata)
        guard case .hint(let step) = try await HintStep.next(for: kata, session: other, texts: table) else {
            Issue.record("expected a hint"); return
        }
        #expect(step.rule == .addChildView)
        #expect(step.level == 1)
    }

    /// A pass needs no hint; an error names no rule, so the kata's own ladder (its manifest) helps.
    @Test func noHintForAPassTheKatasLadderForAnError() async throws {
        let (table, folder) = try texts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let session = GradingSession(workbook: workbook, grader: ScriptedGrader())
        let kata = Katas.addChild
        try Data("PASS".utf8).write(to: root.appendingPathComponent(kata.learnerFile))
        #expect(try await HintStep.next(for: kata, session: session, texts: table) == .passes)
        try Data("ERROR".utf8).write(to: root.appendingPathComponent(kata.learnerFile))
        _ = try await session.run(kata)
        let ladder = try #require(kata.manifest?.hints["en"])
        #expect(try await HintStep.next(for: kata, session: session, texts: table)
                == .kataHint(text: ladder[0], level: 1, total: ladder.count, reason: ""))
        #expect(try await HintStep.next(for: kata, session: session, texts: table)
                == .kataHint(text: ladder[1], level: 2, total: ladder.count, reason: ""))
    }

    /// Nothing passes yet (an untouched starter): the kata's own ladder, from its starting step,
    /// not a rule's hint about code that is not there; once a check passes, the rule's ladder.
    @Test func nothingPassingStartsWithTheKatasLadder() async throws {
        let (table, folder) = try texts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let kata = Katas.addChild
        let ladder = try #require(kata.manifest?.hints["en"])
        let untouched = GradingSession(workbook: workbook, grader: ScriptedGrader(rules: [.addChildFirst]))
        #expect(try await HintStep.next(for: kata, session: untouched, texts: table)
                == .kataHint(text: ladder[0], level: 1, total: ladder.count, reason: ""))
        let started = GradingSession(workbook: workbook, grader: ScriptedGrader(rules: [.addChildFirst], passing: 1))
        _ = try await started.run(kata)
        guard case .hint(let step) = try await HintStep.next(for: kata, session: started, texts: table) else {
            Issue.record("expected a rule's hint once a check passes"); return
        }
        #expect(step.rule == .addChildFirst && step.hint == "nudge")
    }

    /// The file changed since its last verdict: the hint follows the new file, not the old verdict.
    @Test func aChangedFileIsGradedBeforeTheHint() async throws {
        let (table, folder) = try texts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let grader = ScriptedGrader()
        let session = GradingSession(workbook: Workbook(root: root, katas: Katas.all), grader: grader)
        let kata = Katas.addChild
        try Data("wrong".utf8).write(to: root.appendingPathComponent(kata.learnerFile))
        _ = try await session.run(kata)
        let before = grader.log.all.count
        let file = root.appendingPathComponent(kata.learnerFile)
        try Data("PASS".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        #expect(try await HintStep.next(for: kata, session: session, texts: table) == .passes)
        #expect(grader.log.all.count == before + 1)
    }
}
