import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The kata the engine's tests grade (add-child, a real one) and their shared setup: the real
/// project, its real toolchain and runtime (built once if stale, in the scratch path these tests
/// were built with).
enum EngineFixture {
    static let project = Project(root: TestBuild.projectRoot)

    static let kata = Katas.addChild
    static let contractSource = kata.contractSource

    /// A learner's file for `kata`, relative to the project root: "starter" (does nothing yet: six
    /// of eight checks fail), "solution" (every check passes), "mistakes/<name>" (a catalogued
    /// mistake), or a file of Tests/KataKitTests/Fixtures/Runner/ written against the same contract
    /// (one that crashes, hangs, floods, lies on stdout, …).
    static func displayPath(_ name: String) -> String {
        switch name {
        case "starter": kata.learnerFile
        case "solution": kata.solutionFile
        case _ where name.hasPrefix("mistakes/"): "Solutions/\(kata.id)/\(name).swift"
        default: "Tests/KataKitTests/Fixtures/Runner/\(name).swift"
        }
    }

    static func file(_ name: String) -> URL { project.url(displayPath(name)) }

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

    /// Grades a learner's file (see `displayPath`) without a cache (each test sees a fresh attempt).
    static func grade(_ name: String, limits: RunLimits = RunLimits()) throws -> KataResult {
        let grader = Grader(toolchain: try toolchain.get(), cacheDirectory: nil)
        return grader.grade(GradeRequest(kata: kata, learnerFile: file(name), displayPath: displayPath(name), limits: limits))
    }
}

/// The real pipeline (swiftc → grader program → event stream → verdict) on learner files of a
/// real kata that pass, fail, do not compile, crash, hang, exit early, lie on stdout, add tests or
/// flood output.
@Suite struct EngineTests {
    @Test func passingFilePassesEveryCheck() throws {
        let result = try EngineFixture.grade("solution")
        #expect(result.status == .pass)
        #expect(result.checks.map(\.name) == EngineFixture.kata.checks.map(\.name))
        #expect(result.checks.allSatisfy { $0.status == .pass })
        #expect(result.error == nil)
        #expect(result.cached == false)
    }

    /// A catalogued mistake (D20: it calls the child's appearance methods itself): the failing
    /// check's rule, message and timelines, and UIKit's own warnings, reach the result.
    @Test func failingFileReportsRulesAndFindings() throws {
        let result = try EngineFixture.grade("mistakes/D20-calls-appearance-directly")
        #expect(result.status == .fail)
        let failing = result.checks.filter { $0.status == .fail }
        #expect(failing.map(\.name) == ["appearanceArrivesOnceAsChild"])
        let check = try #require(failing.first)
        #expect(check.rules == [.neverCallViewWillAppear])
        #expect(check.message.hasPrefix("`content` got `viewWillAppear` 2× and `viewDidAppear` 2× because your code called"))
        #expect(check.finding?.message.key == "appearanceCalledDirectly")
        #expect(check.finding?.actual.contains("content.viewWillAppear(false)") == true)
        #expect(check.finding?.expected.contains("content.view → container.view (addSubview)") == true)
        #expect(result.brokenRules == [.neverCallViewWillAppear])
        #expect(result.diagnostics == [
            "Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.",
            "Calling -viewDidAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.",
        ])
    }

    @Test func compileErrorIsShownAtTheLearnersPath() throws {
        let result = try EngineFixture.grade("compile-error")
        #expect(result.status == .error)
        #expect(result.checks.isEmpty)
        let error = try #require(result.compileDiagnostics.first { $0.severity == .error })
        #expect(error.file == EngineFixture.displayPath("compile-error"))
        #expect(error.line == 5)
        #expect(error.message.contains("cannot convert return expression of type 'String'"))
        #expect(error.rendered.hasPrefix(EngineFixture.displayPath("compile-error") + ":5:"))
        #expect(error.rendered.contains("return \"below the header\""))
        #expect(result.error?.contains("does not compile") == true)
        #expect(!(result.error ?? "").contains("KataContract"))
    }

    @Test func renamedRequiredMethodIsExplainedAsAContractBreak() throws {
        let result = try EngineFixture.grade("contract-broken")
        #expect(result.status == .error)
        let error = try #require(result.error)
        #expect(error.contains("does not conform to protocol 'AddChildContainer'"))
        #expect(error.contains("displayContentController"))
        #expect(error.contains("no longer matches what the kata requires"))
    }

    @Test func crashNamesTheSignalAndTheFatalErrorLine() throws {
        let result = try EngineFixture.grade("crash")
        #expect(result.status == .error)
        let error = try #require(result.error)
        #expect(error.contains("crashed"))
        #expect(error.contains("SIGILL") || error.contains("SIGTRAP"))
        #expect(error.contains("\(EngineFixture.displayPath("crash")):7: Fatal error: the content is not ready"))
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

    /// The file prints that `childIsInChildrenOnce` passed (and a forged event saying so): the check
    /// still fails, in the grader's own words.
    @Test func printedFakeResultsChangeNothing() throws {
        let result = try EngineFixture.grade("fake-output")
        #expect(result.status == .fail)
        let check = try #require(result.checks.first { $0.name == "childIsInChildrenOnce" })
        #expect(check.status == .fail)
        #expect(check.message == "`content` never became your child: call `addChild(content)`.")
    }

    /// Importing Swift Testing (to declare tests of one's own, or to record issues into the
    /// graders' run) is refused before anything runs, with the import's line — whether or not the
    /// object is inspected: the source policy is not optional.
    @Test func learnersOwnTestsAreRefused() throws {
        let source = try String(contentsOf: EngineFixture.file("extra-tests"), encoding: .utf8)
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("import Testing") }) + 1
        for check in [Grader.SymbolCheckMode.enforce, .off] {
            let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil, symbolCheck: check)
            let result = grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("extra-tests")))
            #expect(result.status == .error)
            #expect(result.checks.isEmpty)
            #expect(result.integrity == ["testing: `import Testing` at line \(line)"], "\(result.error ?? "")")
        }
    }

    @Test func floodOfOutputIsCappedAndStillGraded() throws {
        let result = try EngineFixture.grade("flood", limits: RunLimits(outputBytes: 64 * 1024))
        #expect(result.status == .pass)
        #expect(result.checks.count == EngineFixture.kata.checks.count)
    }

    @Test func missingFileIsAPlainError() throws {
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(
            kata: EngineFixture.kata, learnerFile: EngineFixture.file("no-such-file"), displayPath: "Exercises/none.swift"))
        #expect(result.status == .error)
        #expect(result.error?.hasPrefix("Could not read Exercises/none.swift") == true)
    }

    @Test func kataWithoutChecksIsNeverAPass() throws {
        let empty = KataSpec(id: "empty", learnerFile: "", solutionFile: "", graderSuite: EngineFixture.kata.graderSuite,
                             contractSource: EngineFixture.contractSource, checks: [], rules: [])
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(kata: empty, learnerFile: EngineFixture.file("solution")))
        #expect(result.status == .error)
        #expect(result.error?.contains("no grader checks") == true)
    }

    @Test func checkTheGraderNeverRanIsAnError() throws {
        var checks = EngineFixture.kata.checks
        checks.append(CheckSpec("childIsAdoptedTwice", rules: []))
        let spec = KataSpec(id: "add-child-extra", learnerFile: "", solutionFile: "", graderSuite: EngineFixture.kata.graderSuite,
                            contractSource: EngineFixture.contractSource, checks: checks, rules: [])
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let result = grader.grade(GradeRequest(kata: spec, learnerFile: EngineFixture.file("solution")))
        #expect(result.status == .error)
        #expect(result.error?.contains("childIsAdoptedTwice") == true)
        #expect(result.checks.map(\.name) == EngineFixture.kata.checks.map(\.name))
    }

    @Test func resourceLimitsAreAppliedWithoutBreakingANormalRun() throws {
        let result = try EngineFixture.grade("solution", limits: RunLimits(cpuSeconds: 30, processes: 4096))
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
