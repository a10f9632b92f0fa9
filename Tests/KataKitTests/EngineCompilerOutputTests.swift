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
        \(learner):5:16: error: cannot convert return expression of type 'String' to return type 'CGRect'
         3 | final class ContainerViewController: UIViewController {
         4 |     func frameForContentController() -> CGRect {
         5 |         return "below the header"
           |                `- error: cannot convert return expression of type 'String' to return type 'CGRect'
         6 |     }
         7 |\u{20}

        \(learner):10:16: warning: initialization of immutable value 'y' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
         8 |     func displayContentController(_ content: UIViewController) {}
         9 | }
        10 | func g() { let y = 1 }
           |                `- warning: initialization of immutable value 'y' was never used; consider replacing with assignment to '_' or removing it [#no-usage]

        """

    static let contractError = """
        \(contract):4:1: error: type 'ContainerViewController' does not conform to protocol 'AddChildContainer'
         2 | import KataGraders
         3 |\u{20}
         4 | extension ContainerViewController: AddChildContainer {}
           | |- error: type 'ContainerViewController' does not conform to protocol 'AddChildContainer'
           | `- note: add stubs for conformance
         5 |\u{20}
         6 | @main enum KataMain {

        /work/wt-c/Sources/KataGraders/add-child/AddChildContainer.swift:9:10: note: protocol requires function 'displayContentController' with type '(UIViewController) -> ()'
         7 | public protocol AddChildContainer: UIViewController {
         8 |     init()
         9 |     func displayContentController(_ content: UIViewController)
           |          `- note: protocol requires function 'displayContentController' with type '(UIViewController) -> ()'
        10 |     func frameForContentController() -> CGRect
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
        #expect((error.line, error.column) == (5, 16))
        #expect(error.file == "Exercises/k/CVC.swift")
        #expect(error.rendered.hasPrefix("Exercises/k/CVC.swift:5:16: error: cannot convert"))
        #expect(error.rendered.contains("`- error: cannot convert"))
        #expect(!error.rendered.contains(Self.learner))
        #expect(diagnostics[1].severity == .warning)
        #expect(diagnostics[1].line == 10)
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
        #expect(error.contains("does not conform to protocol 'AddChildContainer' (protocol requires function 'displayContentController' with type '(UIViewController) -> ()')"))
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
