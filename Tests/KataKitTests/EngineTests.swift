import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The runner fixture kata and shared setup for the engine's tests: the real project, its real
/// toolchain and runtime (built once if stale, in the scratch path these tests were built with).
enum EngineFixture {
    static let project = Project(root: TestBuild.projectRoot)

    static let contractSource = kata.contractSource

    /// A test-only kata (not in `Katas.all`) graded by `RunnerFixtureGrader`.
    static let kata = WorkbookCatalog.runnerFixture

    static func file(_ name: String) -> URL {
        project.url("Tests/KataKitTests/Fixtures/Runner/\(name).swift")
    }

    static func displayPath(_ name: String) -> String {
        "Tests/KataKitTests/Fixtures/Runner/\(name).swift"
    }

    static var buildDirectory: URL { TestBuild.scratch }
    static var configuration: String { TestBuild.configuration }

    /// Discovered and made ready once for all engine tests (concurrent tests share it).
    static let toolchain: Result<Toolchain, Error> = Result {
        let toolchain = try Toolchain.discover(project: project, configuration: configuration, buildDirectory: buildDirectory)
        try toolchain.ensureRuntime { _ in }
        return toolchain
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Grades a fixture without a cache (each test sees a fresh attempt).
    static func grade(_ name: String, limits: RunLimits = RunLimits()) throws -> KataResult {
        let grader = Grader(toolchain: try toolchain.get(), cacheDirectory: nil)
        return grader.grade(GradeRequest(kata: kata, learnerFile: file(name), displayPath: displayPath(name), limits: limits))
    }
}

/// The real pipeline (swiftc → grader program → event stream → verdict) on learner files that
/// pass, fail, do not compile, crash, hang, exit early, lie on stdout, add tests or flood output.
@Suite struct EngineTests {
    @Test func passingFilePassesEveryCheck() throws {
        let result = try EngineFixture.grade("pass")
        #expect(result.status == .pass)
        #expect(result.checks.map(\.name) == ["answerIsFortyTwo", "answerIsStable"])
        #expect(result.checks.allSatisfy { $0.status == .pass })
        #expect(result.error == nil)
        #expect(result.cached == false)
    }

    @Test func failingFileReportsRulesAndFindings() throws {
        let result = try EngineFixture.grade("fail")
        #expect(result.status == .fail)
        let first = try #require(result.checks.first { $0.name == "answerIsFortyTwo" })
        #expect(first.status == .fail)
        #expect(first.rules == [.addOnce])
        #expect(first.message == "answer() returned 41; the fixture expects 42.")
        #expect(first.finding?.actual == ["answer() == 41"])
        let second = try #require(result.checks.first { $0.name == "answerIsStable" })
        #expect(second.rules == [.addOnce, .addChildFirst])
        #expect(result.brokenRules == [.addChildFirst, .addOnce].sorted())
        #expect(result.diagnostics == ["RunnerFixture: unexpected answer"])
    }

    @Test func compileErrorIsShownAtTheLearnersPath() throws {
        let result = try EngineFixture.grade("compile-error")
        #expect(result.status == .error)
        #expect(result.checks.isEmpty)
        let error = try #require(result.compileDiagnostics.first { $0.severity == .error })
        #expect(error.file == EngineFixture.displayPath("compile-error"))
        #expect(error.line == 6)
        #expect(error.message.contains("cannot convert return expression of type 'String'"))
        #expect(error.rendered.hasPrefix(EngineFixture.displayPath("compile-error") + ":6:"))
        #expect(error.rendered.contains("return \"forty-two\""))
        #expect(result.error?.contains("does not compile") == true)
        #expect(!(result.error ?? "").contains("KataContract"))
    }

    @Test func renamedRequiredMethodIsExplainedAsAContractBreak() throws {
        let result = try EngineFixture.grade("contract-broken")
        #expect(result.status == .error)
        let error = try #require(result.error)
        #expect(error.contains("does not conform to protocol 'RunnerFixtureContainer'"))
        #expect(error.contains("answer()"))
        #expect(error.contains("no longer matches what the kata requires"))
    }

    @Test func crashNamesTheSignalAndTheFatalErrorLine() throws {
        let result = try EngineFixture.grade("crash")
        #expect(result.status == .error)
        let error = try #require(result.error)
        #expect(error.contains("crashed"))
        #expect(error.contains("SIGILL") || error.contains("SIGTRAP"))
        #expect(error.contains("\(EngineFixture.displayPath("crash")):6: Fatal error: the answer is not ready"))
    }

    @Test func hangIsStoppedAtTheTimeLimit() throws {
        let result = try EngineFixture.grade("hang", limits: RunLimits(timeout: 2))
        #expect(result.status == .error)
        #expect(result.error?.contains("stopped after 2 seconds") == true)
        #expect(result.checks.isEmpty)
    }

    /// `exit` in the compiled object: refused before it runs (ObjectSymbols).
    @Test func exitingEarlyIsAnErrorNotAPass() throws {
        let result = try EngineFixture.grade("early-exit")
        #expect(result.status == .error)
        #expect(result.integrity?.contains { $0.hasPrefix("exit:") } == true)
        #expect(result.error?.contains("Not graded") == true)
    }

    /// Without the object check the run itself still proves nothing: an early exit is an error.
    @Test func exitingEarlyIsAnErrorEvenUnchecked() throws {
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil, symbolCheck: .off)
        let result = grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("early-exit")))
        #expect(result.status == .error)
        #expect(result.error?.contains("ended (exit code 0) before the grader finished") == true)
    }

    @Test func printedFakeResultsChangeNothing() throws {
        let result = try EngineFixture.grade("fake-output")
        #expect(result.status == .fail)
        #expect(result.checks.allSatisfy { $0.status == .fail })
        #expect(result.checks.first?.message == "answer() returned 7; the fixture expects 42.")
    }

    /// Importing Testing to declare tests of one's own is refused (ObjectSymbols: testing); and
    /// even unchecked, those tests change nothing.
    @Test func learnersOwnTestsChangeNothing() throws {
        let refused = try EngineFixture.grade("extra-tests")
        #expect(refused.status == .error)
        #expect(refused.integrity?.contains { $0.hasPrefix("testing:") } == true)
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil, symbolCheck: .off)
        let result = grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("extra-tests")))
        #expect(result.status == .fail)
        #expect(result.checks.map(\.name) == ["answerIsFortyTwo", "answerIsStable"])
        #expect(result.checks.allSatisfy { $0.status == .fail })
    }

    @Test func floodOfOutputIsCappedAndStillGraded() throws {
        let result = try EngineFixture.grade("flood", limits: RunLimits(outputBytes: 64 * 1024))
        #expect(result.status == .pass)
        #expect(result.checks.count == 2)
    }

    @Test func missingFileIsAPlainError() throws {
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(
            kata: EngineFixture.kata, learnerFile: EngineFixture.file("no-such-file"), displayPath: "Exercises/none.swift"))
        #expect(result.status == .error)
        #expect(result.error?.hasPrefix("Could not read Exercises/none.swift") == true)
    }

    @Test func kataWithoutChecksIsNeverAPass() throws {
        let empty = KataSpec(id: "empty", learnerFile: "", solutionFile: "", graderSuite: "RunnerFixtureGrader",
                             contractSource: EngineFixture.contractSource, checks: [], rules: [])
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(kata: empty, learnerFile: EngineFixture.file("pass")))
        #expect(result.status == .error)
        #expect(result.error?.contains("no grader checks") == true)
    }

    @Test func checkTheGraderNeverRanIsAnError() throws {
        var checks = EngineFixture.kata.checks
        checks.append(CheckSpec("answerIsPrime", rules: []))
        let spec = KataSpec(id: "runner-fixture-extra", learnerFile: "", solutionFile: "", graderSuite: "RunnerFixtureGrader",
                            contractSource: EngineFixture.contractSource, checks: checks, rules: [])
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(kata: spec, learnerFile: EngineFixture.file("pass")))
        #expect(result.status == .error)
        #expect(result.error?.contains("answerIsPrime") == true)
        #expect(result.checks.map(\.name) == ["answerIsFortyTwo", "answerIsStable"])
    }

    @Test func resourceLimitsAreAppliedWithoutBreakingANormalRun() throws {
        let result = try EngineFixture.grade("pass", limits: RunLimits(cpuSeconds: 30, processes: 4096))
        #expect(result.status == .pass)
    }

    @Test func projectIsFoundFromASubfolderAndMissingProjectIsExplained() throws {
        let found = try Project.locate(from: EngineFixture.project.url("Tests/KataKitTests/Fixtures"))
        #expect(found.root.path == EngineFixture.project.root.path)
        let outside = try EngineFixture.temporaryDirectory("noproject")
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(throws: EngineError.projectNotFound(start: outside.path)) { try Project.locate(from: outside) }
        #expect(EngineError.projectNotFound(start: outside.path).description.contains(outside.path))
    }
}
