import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// The real binary grading for real: the engine's runner fixture kata (`KATA_CATALOG=fixtures`)
/// in a throw-away workbook, linked against the runtime library built beside this test bundle
/// (`swift build` builds it; `make test` does that first).
@Suite(.serialized) struct CLIGradingTests {
    let kata = WorkbookCatalog.runnerFixture

    /// The environment that points the binary at the fixture catalog and the prebuilt runtime.
    func environment() throws -> [String: String] {
        let configuration = try #require(KataBinary.buildConfigurationDirectory)
        let runtime = configuration.appendingPathComponent(Platform.sharedLibraryName("KataRuntime"))
        try #require(FileManager.default.fileExists(atPath: runtime.path),
                     "no grading runtime at \(runtime.path): run `swift build` (or `make test`) before these tests")
        return ["KATA_CATALOG": "fixtures", "KATA_BUILD_DIR": configuration.deletingLastPathComponent().path]
    }

    /// A fixture workbook whose marker Package.swift is older than the runtime, so the binary
    /// treats the prebuilt runtime as fresh instead of rebuilding it.
    func workbook(learner: String) throws -> URL {
        let root = try WorkbookHarness.makeFixtureWorkbook(learner: learner)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 946_684_800)],
            ofItemAtPath: root.appendingPathComponent("Package.swift").path)
        return root
    }

    func install(_ fixture: String, in root: URL) throws {
        let source = WorkbookHarness.sourceRoot.appendingPathComponent("Tests/KataKitTests/Fixtures/CLI/runner-fixture/\(fixture).swift")
        let target = root.appendingPathComponent(kata.learnerFile)
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
    }

    @Test func runJSONIsExactlyOneResultObject() throws {
        let env = try environment()
        let root = try workbook(learner: "Failing")
        defer { WorkbookHarness.remove(root) }
        let run = try KataBinary.run(["run", kata.id, "--format", "json"], in: root, environment: env)
        #expect(run.status == 1, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "fail")
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(Set(checks.compactMap { $0["name"] as? String }) == Set(kata.checks.map(\.name)))
        let failing = try #require(checks.first { $0["name"] as? String == "answerIsFortyTwo" })
        #expect(failing["status"] as? String == "fail")
        #expect((failing["rules"] as? [String])?.contains("add-once") == true)
        #expect((failing["message"] as? String)?.contains("41") == true)
        let decoded = try JSONDecoder().decode(KataResult.self, from: Data(run.stdout.utf8))
        #expect(decoded.kata == kata.id)
    }

    @Test func textShowsExpectedBesideActualTheRuleAndRecordsProgress() throws {
        let env = try environment()
        let root = try workbook(learner: "Failing")
        defer { WorkbookHarness.remove(root) }
        let run = try KataBinary.run(["run", kata.id], in: root, environment: env)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("answer() == 42"))
        #expect(run.stdout.contains("│ answer() == 41") || run.stdout.contains("│ \u{1B}[31manswer() == 41"))
        #expect(run.stdout.contains("rule: add-once"))
        #expect(run.stdout.contains("RunnerFixture: unexpected answer"))
        #expect(ProgressStore(root: root).load().state.status(of: kata.id) == .fail)

        let hint = try KataBinary.run(["hint", kata.id], in: root, environment: env)
        #expect(hint.status == 0)
        // The first failing check's first rule, as `kata run` shows it first.
        #expect(hint.stdout.contains("add-once"))
        #expect(hint.stdout.contains("1 of"))
        let second = try KataBinary.run(["hint", kata.id], in: root, environment: env)
        #expect(second.stdout.contains("2 of"))
        let solution = try KataBinary.run(["solution", kata.id], in: root, environment: env)
        #expect(solution.status == 1)
    }

    @Test func passingUnlocksTheSolutionAndVerifyWritesJUnit() throws {
        let env = try environment()
        let root = try workbook(learner: "Passing")
        defer { WorkbookHarness.remove(root) }
        let run = try KataBinary.run(["run", kata.id], in: root, environment: env)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let solution = try KataBinary.run(["solution", kata.id], in: root, environment: env)
        #expect(solution.status == 0)
        #expect(solution.stdout.contains("answer() -> Int { 42 }"))

        let verify = try KataBinary.run(["verify", "--format", "junit", "--output", "report.xml"], in: root, environment: env)
        #expect(verify.status == 0, "\(verify.stderr)")
        let report = try String(contentsOf: root.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(report.contains("<testsuite"))
        #expect(report.contains("answerIsFortyTwo"))
    }

    /// Under GitHub Actions stdout stays pure JSON / JUnit; the annotations go to stderr, or are
    /// the whole of stdout with `--format github`.
    @Test func verifyKeepsStdoutPureAndAnnotatesOnStderrOnGitHubActions() throws {
        var env = try environment()
        env["GITHUB_ACTIONS"] = "true"
        let root = try workbook(learner: "Failing")
        defer { WorkbookHarness.remove(root) }
        let verify = try KataBinary.run(["verify", "--format", "json"], in: root, environment: env)
        #expect(verify.status == 1)
        #expect(!verify.stdout.contains("::error"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(verify.stderr.contains("::error file=\(kata.learnerFile)"))

        let junit = try KataBinary.run(["verify", "--format", "junit"], in: root, environment: env)
        #expect(junit.stdout.hasPrefix("<?xml") && !junit.stdout.contains("::error"))
        #expect(junit.stderr.contains("::error"))

        for command in [["verify"], ["run", kata.id]] {
            let github = try KataBinary.run(command + ["--format", "github"], in: root, environment: env)
            #expect(github.status == 1)
            let lines = github.stdout.split(separator: "\n")
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("::") }, "\(github.stdout)")
            #expect(!github.stderr.contains("::error"), "annotations are printed once")
        }

        let run = try KataBinary.run(["run", kata.id, "--format", "json"], in: root, environment: env)
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
        #expect(run.stderr.contains("::error"))
    }

    @Test func compileErrorsPointAtTheLearnersFile() throws {
        let env = try environment()
        let root = try workbook(learner: "Failing")
        defer { WorkbookHarness.remove(root) }
        try Data("@MainActor final class ContainerViewController {\n    init() {}\n    func answer() -> Int { undefinedName }\n}\n".utf8)
            .write(to: root.appendingPathComponent(kata.learnerFile))
        let run = try KataBinary.run(["run", kata.id, "--format", "json"], in: root, environment: env)
        #expect(run.status == 1)
        let result = try JSONDecoder().decode(KataResult.self, from: Data(run.stdout.utf8))
        #expect(result.status == .error)
        let diagnostic = try #require(result.compileDiagnostics.first { $0.severity == .error })
        #expect(diagnostic.file.hasSuffix(kata.learnerFile))
        #expect(diagnostic.line == 3)
        let text = try KataBinary.run(["run", kata.id], in: root, environment: env)
        #expect(text.stdout.contains("undefinedName"))
    }

    @Test func watchGradesThenQuitsOnQ() throws {
        let env = try environment()
        let root = try workbook(learner: "Failing")
        defer { WorkbookHarness.remove(root) }
        let run = try KataBinary.run(["watch", kata.id], in: root, environment: env, input: "lq")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("answerIsFortyTwo"))
        #expect(run.stdout.contains("runner-fixture"))
        #expect(run.stdout.contains(LearnerText.message("workbook.bye")))
    }
}
