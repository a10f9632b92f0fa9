import Foundation
import Testing
import KataKit
@testable import KataClassroom

/// The gradebook speaks the teacher's language (`kata grade --lang`, else `KATA_LANG`, else the
/// locale): summary.md, report.md, the `output` of results.json, the progress line and the errors.
/// What scripts read never changes: grades.csv's header and status cells, results.json's keys,
/// statuses and rule tags. Expected words come from the text tables, not from this file.
@Suite(.serialized) struct ClassroomLanguageTests {
    static let zh = TextTable.load(language: "zh-Hans")
    static let en = TextTable.load(language: "en")

    /// The `summary.*`, `report.*` and `classroom.*` English texts a Chinese gradebook must not
    /// contain: whole sentences and headings (no placeholders, no single words: UIKit's own
    /// warnings, quoted verbatim in English as UIKit prints them, may contain a word like "result").
    static let englishProse: [String] = {
        let url = TestBuild.projectRoot.appendingPathComponent("Sources/KataKit/Texts/en/messages.json")
        let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: String] ?? [:]
        return object.filter { key, text in
            ["summary.", "report.", "classroom."].contains { key.hasPrefix($0) } && !text.contains("{") && text.split(separator: " ").count >= 2
        }.values.sorted()
    }()

    static func expectNoEnglishProse(_ text: String, in file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(englishProse.count > 10, sourceLocation: sourceLocation)
        for english in englishProse {
            #expect(!text.contains(english), "\(file) still says \"\(english)\"", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The writers, on a sample class

    @Test func summaryReportAndGradescopeOutputAreInChinese() throws {
        let texts = ClassroomTexts.bundled(language: "zh-Hans")
        let zh = Self.zh
        let flag = IntegrityFlag(category: .files, token: "FileHandle", line: 4)
        let held = GradingPlan.holdingForReview(KataResult(kata: "remove-child", status: .pass), flags: [flag], texts: texts)
        var students = ClassroomGradebookTests.sample.students
        students.append(StudentGrade(student: "eve", results: [ClassroomGradebookTests.failing, held], flags: ["remove-child": [flag]]))
        let result = ClassResult(katas: ClassroomGradebookTests.sample.katas, students: students)

        let summary = ClassSummary.render(result, texts: texts)
        #expect(summary.hasPrefix("# \(zh.message("summary.title"))\n\n\(zh.message("summary.counts", ["students": "3", "katas": "2"]))"))
        let header = ["kata", "pass", "fail", "error", "passRate"].map { zh.message("summary.column.\($0)") }
        #expect(summary.contains("| " + header.joined(separator: " | ") + " |\n"))
        #expect(summary.contains("## \(zh.message("summary.reteachHeading"))"))
        #expect(summary.contains("| `did-move-after-view` — \(zh.rule(.didMoveAfterView).title) | 2 (67%) | \(zh.rule(.didMoveAfterView).guide) |"))
        // The held pass is told apart from real errors by its Chinese label.
        #expect(summary.contains("## \(zh.message("summary.heldHeading"))\n\n\(zh.message("summary.heldNote"))\n\n- "
            + zh.message("summary.studentKata", ["student": "eve", "kata": "`remove-child`", "detail": zh.message("classroom.flag", ["line": "4", "token": "FileHandle", "category": "files"])])))
        let errors = summary.components(separatedBy: "## \(zh.message("summary.notGradedHeading"))\n").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        #expect(errors.contains("Doe") && !errors.contains("eve"), "\(errors)")
        #expect(summary.contains("## \(zh.message("summary.flagsHeading"))"))
        Self.expectNoEnglishProse(summary, in: "summary.md")

        let report = StudentReport.render(students[2], texts: texts)
        #expect(report.contains(zh.message("report.passedKatas", ["passed": "0", "count": "2"])))
        #expect(report.contains("| `add-child` | \(zh.statusWord("fail")) |"))
        #expect(report.contains("| `remove-child` | \(zh.statusWord("error")) |"))
        #expect(report.contains("## " + zh.message("report.kataHeading", ["kata": "`add-child`", "status": zh.statusWord("fail")])))
        #expect(report.contains(zh.message("report.checksSummary", ["passed": "1", "total": "2"])))
        #expect(report.contains("- " + zh.message("report.ruleGuide", [
            "rule": zh.message("report.rule", ["id": "`did-move-after-view`", "title": zh.rule(.didMoveAfterView).title]),
            "guide": zh.rule(.didMoveAfterView).guide,
        ])))
        #expect(report.contains("  - " + zh.message("report.hint", ["hint": zh.rule(.didMoveAfterView).hints[0]])))
        #expect(report.contains(zh.message("report.mistake", ["mistake": "A2"])))
        #expect(report.contains(zh.message("report.expected") + "\n\n```\ncontent.didMove(container)\n```"))
        #expect(report.contains(zh.message("report.actual")))
        #expect(report.contains(zh.message("report.hintTip", ["kata": "add-child"])))
        #expect(report.contains(zh.message("classroom.heldLabel")))
        Self.expectNoEnglishProse(report, in: "report.md")

        let gradescope = GradescopeResults(students[2], texts: texts, notes: ["note"])
        #expect(gradescope.output.hasPrefix(zh.message("report.passedKatas", ["passed": "0", "count": "2"])))
        #expect(gradescope.output.contains(zh.message("report.flags", ["flags": texts.flagNotes(students[2])[0]])))
        #expect(gradescope.tests[0].output.contains(zh.message("report.hint", ["hint": zh.rule(.didMoveAfterView).hints[0]])))
        #expect(gradescope.tests[1].output.hasPrefix(zh.message("report.notGradedReason", ["reason": held.error ?? ""])))
        Self.expectNoEnglishProse(gradescope.output + gradescope.tests.map(\.output).joined(), in: "results.json")
    }

    @Test func whatScriptsReadIsTheSameInEveryLanguage() throws {
        let sample = ClassroomGradebookTests.sample
        let chinese = ClassroomTexts.bundled(language: "zh-Hans")
        let english = ClassroomTexts.bundled(language: "en")
        let zhRows = ClassroomGradebookTests.parseCSV(GradesCSV.render(sample, texts: chinese))
        let enRows = ClassroomGradebookTests.parseCSV(GradesCSV.render(sample, texts: english))
        #expect(zhRows[0] == ["student", "add-child", "remove-child", "total", "integrity", "notes"])
        #expect(zhRows.map { Array($0.prefix(4)) } == enRows.map { Array($0.prefix(4)) })
        // The free-text cells follow the language.
        #expect(zhRows[1][4] == chinese.kataNote("add-child", chinese.flag(IntegrityFlag(category: .exit, token: "exit", line: 9))))
        #expect(zhRows[1][4] != enRows[1][4])

        for student in sample.students {
            let zh = try JSONSerialization.jsonObject(with: GradescopeResults(student, texts: chinese).encoded()) as? [String: Any] ?? [:]
            let en = try JSONSerialization.jsonObject(with: GradescopeResults(student, texts: english).encoded()) as? [String: Any] ?? [:]
            #expect(Set(zh.keys) == Set(en.keys) && zh["score"] as? Double == en["score"] as? Double)
            let zhTests = zh["tests"] as? [[String: Any]] ?? [], enTests = en["tests"] as? [[String: Any]] ?? []
            #expect(zhTests.map { Set($0.keys) } == enTests.map { Set($0.keys) })
            for field in ["name", "status", "visibility"] {
                #expect(zhTests.map { $0[field] as? String } == enTests.map { $0[field] as? String }, "\(field)")
            }
            #expect(zhTests.map { $0["tags"] as? [String] } == enTests.map { $0["tags"] as? [String] })
        }
    }

    @Test func theProgressLineAndTheSandboxNoticeFollowTheLanguage() {
        #expect(ClassProgressBar.render(done: 1, total: 4, width: 8, texts: Self.zh)
            == "[##------] " + Self.zh.message("classroom.progress", ["done": "1", "total": "4"]))
        let outcome = SandboxProbe.Outcome.unavailable(reason: "KATA_SANDBOX=off", processes: .rlimit(runnerIsRoot: true))
        #expect(SandboxProbe.notice(for: outcome, texts: Self.zh) == Self.zh.message(
            "sandbox.unavailable", ["reason": "KATA_SANDBOX=off", "processes": outcome.processes.notice(Self.zh)]))
        #expect(SandboxProbe.notice(for: outcome, texts: Self.zh) != SandboxProbe.notice(for: outcome, texts: Self.en))
    }

    // MARK: - `kata grade` itself

    /// A class of three for add-child: ana hands in the solution, ben the catalogued mistake D20
    /// (he calls the child's appearance methods himself, UIKit warns), cai no Exercises/ at all.
    static func makeClass() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        let kata = AddChildWorkbook.kata
        for (student, source) in [("ana", kata.solutionFile), ("ben", "Solutions/add-child/mistakes/D20-calls-appearance-directly.swift")] {
            let target = root.appendingPathComponent(student).appendingPathComponent(kata.learnerFile)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: WorkbookHarness.sourceRoot.appendingPathComponent(source), to: target)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("cai"), withIntermediateDirectories: true)
        return root
    }

    static func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func kataGradeWritesTheGradebookInTheLanguageAsked() throws {
        let workbook = try AddChildWorkbook(solved: false)
        let submissions = try Self.makeClass()
        let zhOut = submissions.appendingPathExtension("zh"), enOut = submissions.appendingPathExtension("en")
        let localeOut = submissions.appendingPathExtension("locale")
        defer {
            workbook.remove()
            for folder in [submissions, zhOut, enOut, localeOut] { try? FileManager.default.removeItem(at: folder) }
        }
        let off = ["KATA_SANDBOX": "off"]
        let chinese = try workbook.run(["grade", submissions.path, "--out", zhOut.path, "--lang", "zh-Hans"], environment: off)
        #expect(chinese.status == 0, "\(chinese.stderr)")
        let english = try workbook.run(["grade", submissions.path, "--out", enOut.path], environment: off)
        #expect(english.status == 0, "\(english.stderr)")
        let zh = Self.zh
        let kata = "`\(workbook.kata)`"

        #expect(chinese.stdout.contains(zh.message("classroom.graded", ["students": "3", "katas": "1", "passed": "1", "total": "3"])))
        #expect(chinese.stdout.contains(zh.message("classroom.gradebookWritten", ["folder": zhOut.path])))
        // Up to the process cap's sentence, which depends on the machine.
        let noSandbox = zh.message("sandbox.unavailable", ["reason": "KATA_SANDBOX=off", "processes": "\u{1}"])
            .components(separatedBy: "\u{1}")[0]
        #expect(chinese.stderr.contains(noSandbox))

        let summary = try Self.read(zhOut, "summary.md")
        #expect(summary.hasPrefix("# \(zh.message("summary.title"))\n"))
        #expect(summary.contains("> " + noSandbox))
        #expect(summary.contains("## \(zh.message("summary.passRateHeading"))"))
        #expect(summary.contains("| \(kata) | 1 | 1 | 1 | 33% |"))
        #expect(summary.contains("| `never-call-view-will-appear` — \(zh.rule(.neverCallViewWillAppear).title) | 1 (33%) | \(zh.rule(.neverCallViewWillAppear).guide) |"))
        #expect(summary.contains("- " + zh.message("summary.studentKata", ["student": "cai", "kata": kata, "detail": zh.message("classroom.refused.noExercises")])))
        Self.expectNoEnglishProse(summary, in: "summary.md")

        let report = try Self.read(zhOut, "students/ben/report.md")
        #expect(report.contains("## " + zh.message("report.kataHeading", ["kata": kata, "status": zh.statusWord("fail")])))
        #expect(report.contains("- " + zh.message("report.ruleGuide", [
            "rule": zh.message("report.rule", ["id": "`never-call-view-will-appear`", "title": zh.rule(.neverCallViewWillAppear).title]), "guide": zh.rule(.neverCallViewWillAppear).guide,
        ])))
        #expect(report.contains(zh.message("report.expected") + "\n\n```\n"))
        #expect(report.contains(zh.message("report.uikitSaid")))
        #expect(report.contains(zh.message("report.hintTip", ["kata": workbook.kata])))
        Self.expectNoEnglishProse(report, in: "report.md")

        // Machine fields: the same CSV cells and results.json fields as in English.
        let zhCSV = ClassroomGradebookTests.parseCSV(try Self.read(zhOut, "grades.csv"))
        let enCSV = ClassroomGradebookTests.parseCSV(try Self.read(enOut, "grades.csv"))
        #expect(zhCSV.map { Array($0.prefix(3)) } == enCSV.map { Array($0.prefix(3)) })
        #expect(zhCSV.map { $0[1] } == [workbook.kata, "pass", "fail", "error"])
        let zhResults = try JSONDecoder().decode(GradescopeResults.self, from: Data(Self.read(zhOut, "students/ben/results.json").utf8))
        let enResults = try JSONDecoder().decode(GradescopeResults.self, from: Data(Self.read(enOut, "students/ben/results.json").utf8))
        #expect(zhResults.tests.map(\.status) == enResults.tests.map(\.status) && zhResults.tests.map(\.tags) == enResults.tests.map(\.tags))
        #expect(zhResults.score == enResults.score && zhResults.output != enResults.output)
        #expect(zhResults.output.hasPrefix(zh.message("report.passedKatas", ["passed": "0", "count": "1"])))
        #expect(try Self.read(enOut, "summary.md").hasPrefix("# \(Self.en.message("summary.title"))\n"))

        // The locale picks Chinese too, word for word as --lang does.
        let locale = try workbook.run(["grade", submissions.path, "--out", localeOut.path], environment: off.merging(["LANG": "zh_CN.UTF-8"]) { a, _ in a })
        #expect(locale.status == 0, "\(locale.stderr)")
        #expect(try Self.read(localeOut, "summary.md") == summary)
    }

    @Test func kataGradeErrorsAreInTheLanguageAsked() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-class-\(UUID().uuidString)")
        let run = try KataBinary.run(["grade", missing.path, "--out", missing.appendingPathExtension("out").path, "--lang", "zh-Hans"])
        #expect(run.status == 65)
        #expect(run.stderr == "kata: " + Self.zh.message("classroom.problem.noSubmissionsFolder", ["path": missing.path]) + "\n")
        let noOut = try KataBinary.run(["grade", missing.path, "--lang", "zh-Hans"])
        #expect(noOut.status == 64 && noOut.stderr.hasPrefix("kata: " + Self.zh.message("classroom.outRequired") + "\n"))
        #expect(noOut.stderr.contains(Self.zh.message("help.usage")))
        // Outside a workbook there are no texts: the one error is that, never a raw message key.
        let outside = try KataBinary.run(["grade", missing.path, "--lang", "zh-Hans"], in: FileManager.default.temporaryDirectory)
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("No ContainerKata workbook found") && !outside.stderr.contains("classroom."))
    }
}
