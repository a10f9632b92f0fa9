import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Issue 18: grading nobody can forge, by construction. Every file of `Fixtures/Attacks/add-child`
/// is an untouched starter plus one way to forge a pass (shadowing the contract's names, defining
/// libc functions, code before `main`, `unsafe` memory writes, importing Swift Testing or UIKitSim's
/// SPI, writing the result pipe …); every file of `Fixtures/Honest/add-child` is a correct answer
/// written with ordinary Swift (strings, collections, helper types, extensions, closures …). Graded
/// as one class by the real `kata grade`: no attack passes and each gets the verdict its
/// `// expect:` line names, every honest file passes, and the gradebook is unchanged 12 s after
/// grading returned. Each attack also scores 0 through Gradescope's `run_autograder`.
@Suite(.serialized) struct ClassroomForgeryTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        /// `pass`, `fail` or `error`: the first line `// expect: …`, else `pass` for honest files.
        let expected: String
        var testDescription: String { name }
    }

    static let fixtureRoot = EngineFixture.project.url("Tests/KataKitTests/Fixtures")

    static func fixtures(_ folder: String) -> [Fixture] {
        let directory = fixtureRoot.appendingPathComponent(folder)
        let files = ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return files.map { url in
            let source = String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
            let expected = source.split(separator: "\n").prefix(5).lazy
                .compactMap { $0.hasPrefix("// expect: ") ? String($0.dropFirst("// expect: ".count)).trimmingCharacters(in: .whitespaces) : nil }
                .first ?? "pass"
            return Fixture(name: url.deletingPathExtension().lastPathComponent, source: source, expected: expected)
        }
    }

    static let attacks = fixtures("Attacks/add-child")
    static let honest = fixtures("Honest/add-child")

    @Test func theFixturesExist() {
        // The issue asks for one attack file per attack and at least 22 honest variants.
        #expect(Self.attacks.count >= 15, "\(Self.attacks.count) attack files")
        #expect(Self.honest.count >= 22, "\(Self.honest.count) honest files")
        #expect(Self.attacks.allSatisfy { ["fail", "error"].contains($0.expected) })
    }

    @Test func attacksNeverPassHonestFilesDoAndTheGradebookStaysPut() async throws {
        let workbook = try AddChildWorkbook(solved: false)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("forgery-\(UUID().uuidString)")
        let submissions = base.appendingPathComponent("submissions")
        let out = base.appendingPathComponent("gradebook")
        defer { workbook.remove(); try? FileManager.default.removeItem(at: base) }
        let students = Self.attacks.map { ("attack-" + $0.name, $0) } + Self.honest.map { ("honest-" + $0.name, $0) }
        for (student, fixture) in students {
            let url = submissions.appendingPathComponent(student).appendingPathComponent(AddChildWorkbook.kata.learnerFile)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(fixture.source.utf8).write(to: url)
        }
        let run = try workbook.run(["grade", submissions.path, "--out", out.path, "--timeout", "10"])
        #expect([0, 1].contains(run.status), "\(run.stderr)")
        let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
        let rows = Self.statuses(csv: csv)
        try #require(rows.count == students.count, "grades.csv:\n\(csv)\nstdout:\n\(run.stdout)\nstderr:\n\(run.stderr)")
        for (student, fixture) in students {
            #expect(rows[student] == fixture.expected, "\(student): graded \(rows[student] ?? "nothing"), expected \(fixture.expected)")
        }
        // Nothing a graded program started rewrites the gradebook afterwards.
        let before = ClassroomHostileTests.snapshot(out)
        try await Task.sleep(nanoseconds: 12_000_000_000)
        #expect(ClassroomHostileTests.snapshot(out) == before)
    }

    /// student → add-child's status cell in grades.csv (header: student, then one column a kata).
    static func statuses(csv: String) -> [String: String] {
        let lines = csv.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, let column = header.firstIndex(of: AddChildWorkbook.kata.id) else { return [:] }
        var rows: [String: String] = [:]
        for row in lines.dropFirst() where row.count > column { rows[row[0]] = row[column] }
        return rows
    }

    @Test(arguments: attacks)
    func attackScoresZeroThroughGradescope(_ attack: Fixture) throws {
        let run = try ClassroomGradescopeTests.runAutograder(submission: [ClassroomGradescopeTests.learnerFile: attack.source])
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 0, "\(attack.name): \(results)")
    }

    /// Refusals name the construct and its line, in one sentence, from what the compiler parsed:
    /// the same words in a regex literal, a string or a comment are not code.
    @Test func refusalsNameTheConstructAndLineNotTheText() throws {
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let base = try EngineFixture.temporaryDirectory("refusal")
        defer { try? FileManager.default.removeItem(at: base) }
        func grade(_ body: String, declarations: String = "") throws -> KataResult {
            let file = base.appendingPathComponent("ContainerViewController.swift")
            try Data((ClassroomHostileTests.learner(body) + "\n" + declarations).utf8).write(to: file)
            return grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: file, displayPath: "ContainerViewController.swift"))
        }
        // Only text: passes (an honest learner may write about unsafe code).
        let text = try grade(ClassroomHostileTests.listing51 + """

                    let note = "@_cdecl and unsafe are not allowed" // @_silgen_name in a comment
                    let pattern = #/@_cdecl\\("exit"\\)/#
                    _ = (note, pattern)
            """)
        #expect(text.status == .pass, "\(text.error ?? "")")
        // The attribute over three lines, after the class.
        let refused = try grade("", declarations: "@_cdecl(\n    \"exit\"\n) func leave() {}")
        let line = ClassroomHostileTests.learner("").split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(refused.status == .error)
        let english = LearnerText.table.message("engine.refused", ["construct": "`@_cdecl`", "line": "\(line)",
                                                                  "why": LearnerText.table.message("engine.refused.why.unsafe")])
        #expect(refused.error == english)
        #expect(refused.compileDiagnostics.first?.line == line)
        // An import the file may not make, found from the modules the compile loaded.
        let testing = try grade(ClassroomHostileTests.listing51, declarations: "import Testing")
        #expect(testing.status == .error)
        #expect(testing.error?.contains("`import Testing`") == true, "\(testing.error ?? "")")
    }
}
