import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The gradebook writers: CSV that a spreadsheet reads back cell for cell, Gradescope JSON with the
/// fields Gradescope reads, a summary that ranks the rules to reteach.
@Suite struct ClassroomGradebookTests {
    static let failing = KataResult(kata: "add-child", status: .fail, checks: [
        CheckResult(name: "childIsInChildrenOnce", status: .pass),
        CheckResult(name: "didMoveAfterView", status: .fail, rules: [.didMoveAfterView],
                    message: "didMove(toParent:) came before the view was added.",
                    finding: Finding(rules: [.didMoveAfterView], message: "m",
                                     expected: ["content.didMove(container)"], actual: ["content.didMove(container) too early"],
                                     mistake: "A2")),
    ])

    static let sample = ClassResult(katas: ["add-child", "remove-child"], students: [
        StudentGrade(student: "zoe", results: [
            KataResult(kata: "add-child", status: .pass), KataResult(kata: "remove-child", status: .pass)]),
        StudentGrade(student: "Doe, \"JJ\"", results: [
            failing, KataResult(kata: "remove-child", status: .error, error: "Exercises/remove-child/ContainerViewController.swift is empty")],
            flags: ["add-child": [IntegrityFlag(category: .exit, token: "exit", line: 9)]]),
    ])

    /// A small RFC 4180 reader, independent of the writer, to read the CSV back.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var quoted = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" { if chars.first == "\"" { field.append("\""); chars.removeFirst() } else { quoted = false } }
                else { field.append(c) }
            } else if c == "\"" { quoted = true }
            else if c == "," { row.append(field); field = "" }
            else if c == "\r\n" || c == "\n" { row.append(field); rows.append(row); row = []; field = "" }
            else { field.append(c) }
        }
        return rows
    }

    @Test func csvRoundTripsThroughAnRFC4180Reader() {
        let rows = Self.parseCSV(GradesCSV.render(Self.sample, texts: .none))
        #expect(rows.count == 3)
        #expect(rows[0] == ["student", "add-child", "remove-child", "total", "integrity", "notes"])
        #expect(rows[1][0...3] == ["Doe, \"JJ\"", "fail", "error", "0"])
        #expect(rows[1][4] == "add-child: line 9: exit (exit)")
        #expect(rows[1][5].contains("is empty"))
        #expect(rows[2][0...3] == ["zoe", "pass", "pass", "2"])
    }

    @Test func csvNeutralisesFormulaLookingNames() {
        let result = ClassResult(katas: ["k"], students: [StudentGrade(student: "=cmd()", results: [KataResult(kata: "k", status: .pass)])])
        #expect(Self.parseCSV(GradesCSV.render(result, texts: .none))[1][0] == "'=cmd()")
    }

    @Test func gradescopeJSONHasScoresStatusesAndRuleTags() throws {
        let data = try GradescopeResults(Self.sample.students[0], texts: .none).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["score"] as? Double == 0)
        #expect(object["max_score"] as? Double == 2)
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == ["add-child", "remove-child"])
        #expect(tests.map { $0["status"] as? String } == ["failed", "failed"])
        #expect(tests[0]["tags"] as? [String] == ["did-move-after-view"])
        #expect((tests[0]["output"] as? String)?.contains("didMoveAfterView") == true)
        #expect((tests[1]["output"] as? String)?.contains("is empty") == true)
        #expect(tests.allSatisfy { $0["max_score"] as? Double == 1 })
    }

    @Test func reportShowsRuleHintAndTimeline() {
        let texts = ClassroomTexts(title: { $0 == .didMoveAfterView ? "Call didMove after the view is in place" : nil },
                                   hint: { $0 == .didMoveAfterView ? "Move didMove(toParent:) last." : nil })
        let report = StudentReport.render(Self.sample.students[0], texts: texts)
        #expect(report.contains("did-move-after-view"))
        #expect(report.contains("Move didMove(toParent:) last."))
        #expect(report.contains("content.didMove(container) too early"))
        #expect(report.contains("is empty"))
        #expect(report.contains("line 9: exit"))
        #expect(!report.contains("childIsInChildrenOnce"), "passing checks are not listed as failures")
    }

    @Test func summaryRanksRulesByStudentsAndGivesPassRates() {
        var students = Self.sample.students
        students.append(StudentGrade(student: "amy", results: [Self.failing, KataResult(kata: "remove-child", status: .fail, checks: [
            CheckResult(name: "order", status: .fail, rules: [.willMoveNilFirst], message: "x")])]))
        let result = ClassResult(katas: Self.sample.katas, students: students, notes: ["WARNING: NO SANDBOX"])
        let ranked = ClassSummary.rulesBroken(result)
        #expect(ranked.map(\.rule) == [.didMoveAfterView, .willMoveNilFirst])
        #expect(ranked.map(\.students) == [2, 1])
        let summary = ClassSummary.render(result, texts: .none)
        #expect(summary.contains("| `add-child` | 1 | 2 | 0 | 33% |"))
        #expect(summary.contains("| `remove-child` | 1 | 1 | 1 | 33% |"))
        #expect(summary.contains("WARNING: NO SANDBOX"))
        #expect(summary.contains("## Not graded (error)\n\n- Doe, \"JJ\", `remove-child`: Exercises/remove-child/ContainerViewController.swift is empty"))
        #expect(!summary.contains("## Held for review"))
    }

    @Test func summaryListsHeldPassesApartFromErrors() {
        let flag = IntegrityFlag(category: .files, token: "FileHandle", line: 4)
        let held = GradingPlan.holdingForReview(KataResult(kata: "add-child", status: .pass), flags: [flag], texts: .none)
        let result = ClassResult(katas: ["add-child"], students: [StudentGrade(student: "eve", results: [held], flags: ["add-child": [flag]])])
        let summary = ClassSummary.render(result, texts: .none)
        #expect(summary.contains("## Held for review"))
        #expect(summary.contains("- eve, `add-child`: line 4: FileHandle (files)"))
        #expect(!summary.contains("## Not graded"))
    }

    @Test func writerPutsEveryFileWhereTheIssueSays() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gradebook-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try GradebookWriter.write(Self.sample, to: dir, texts: .none)
        for path in ["grades.csv", "summary.md", "students/zoe/report.md", "students/zoe/results.json", "students/Doe, \"JJ\"/report.md", "students/Doe, \"JJ\"/results.json"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path)")
        }
    }
}
