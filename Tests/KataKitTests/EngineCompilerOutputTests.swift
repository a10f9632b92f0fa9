import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// swiftc's diagnostics (recorded from this toolchain) are split per diagnostic, kept at the
/// learner's file with the learner's path, and contract errors carry the requirement's name.
@Suite struct EngineCompilerOutputTests {
    static let learner = "/tmp/attempt/ContainerViewController.swift"
    static let contract = "/tmp/attempt/KataContract.swift"

    static let typeError = """
        \(learner):6:16: error: cannot convert return expression of type 'String' to return type 'Int'
        4 |     required init() {}
        5 |     func answer() -> Int {
        6 |         return "forty-two"
          |                `- error: cannot convert return expression of type 'String' to return type 'Int'
        7 |     }
        8 | }

        \(learner):9:18: warning: initialization of immutable value 'y' was never used
        8 | }
        9 | func g() { let y = 1 }
          |                  `- warning: initialization of immutable value 'y' was never used

        """

    static let contractError = """
        \(contract):2:1: error: type 'ContainerViewController' does not conform to protocol 'RunnerFixtureContainer'
        1 | import KataGraders
        2 | extension ContainerViewController: RunnerFixtureContainer {}
          | |- error: type 'ContainerViewController' does not conform to protocol 'RunnerFixtureContainer'
          | `- note: add stubs for conformance
        3 |

        /work/main/Sources/KataGraders/RunnerFixtureGrader.swift:10:10: note: protocol requires function 'answer()' with type '() -> Int'
         8 | public protocol RunnerFixtureContainer: AnyObject {
         9 |     init()
        10 |     func answer() -> Int
           |          `- note: protocol requires function 'answer()' with type '() -> Int'
        11 | }
        """

    static func failed(_ output: String) -> ProcessResult {
        ProcessResult(termination: .exited(1), stdout: Data(), stderr: Data(output.utf8),
                      stdoutTruncated: false, stderrTruncated: false, duration: 0)
    }

    @Test func diagnosticsAreSplitAndRelabelled() throws {
        let diagnostics = CompilerOutput.parse(Self.typeError, keepingFile: Self.learner, displayPath: "Exercises/k/CVC.swift")
        #expect(diagnostics.count == 2)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect((error.line, error.column) == (6, 16))
        #expect(error.file == "Exercises/k/CVC.swift")
        #expect(error.rendered.hasPrefix("Exercises/k/CVC.swift:6:16: error: cannot convert"))
        #expect(error.rendered.contains("`- error: cannot convert"))
        #expect(!error.rendered.contains(Self.learner))
        #expect(diagnostics[1].severity == .warning)
        #expect(diagnostics[1].line == 9)
    }

    @Test func learnerErrorsGiveACompileError() {
        let result = CompileFailure.result(kata: "k", compile: Self.failed(Self.typeError), learnerPath: Self.learner,
                                           contractPath: Self.contract, displayPath: "CVC.swift", compileTimeout: 60)
        #expect(result.status == .error)
        #expect(result.compileDiagnostics.count == 2)
        #expect(result.error?.hasPrefix("CVC.swift does not compile") == true)
    }

    @Test func contractErrorsNameTheMissingRequirement() throws {
        let result = CompileFailure.result(kata: "k", compile: Self.failed(Self.contractError), learnerPath: Self.learner,
                                           contractPath: Self.contract, displayPath: "CVC.swift", compileTimeout: 60)
        #expect(result.status == .error)
        #expect(result.compileDiagnostics.isEmpty)
        let error = try #require(result.error)
        #expect(error.contains("does not conform to protocol 'RunnerFixtureContainer' (protocol requires function 'answer()' with type '() -> Int')"))
        #expect(!error.contains("add stubs"))
    }

    @Test func otherFailuresShowTheCompilersWords() throws {
        let output = "error: link command failed with exit code 1 (use -v to see invocation)\n/usr/bin/ld: cannot find -lKataRuntime"
        let result = CompileFailure.result(kata: "k", compile: Self.failed(output), learnerPath: Self.learner,
                                           contractPath: Self.contract, displayPath: "CVC.swift", compileTimeout: 60)
        #expect(result.status == .error)
        #expect(result.error?.contains("cannot find -lKataRuntime") == true)
        let timedOut = ProcessResult(termination: .timedOut, stdout: Data(), stderr: Data(), stdoutTruncated: false,
                                     stderrTruncated: false, duration: 60)
        let slow = CompileFailure.result(kata: "k", compile: timedOut, learnerPath: Self.learner,
                                         contractPath: Self.contract, displayPath: "CVC.swift", compileTimeout: 60)
        #expect(slow.error?.contains("longer than 60 seconds") == true)
    }

    @Test func headerParsingNeedsALocationOrALeadingSeverity() {
        #expect(CompilerOutput.header("/a/b.swift:3:4: error: bad") != nil)
        #expect(CompilerOutput.header("error: link failed")?.file == "")
        #expect(CompilerOutput.header("6 |         return \"x: error: y\"") == nil)
        #expect(CompilerOutput.header("  | `- error: cannot convert") == nil)
    }
}
