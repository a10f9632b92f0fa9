import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// JUnit XML from `kata verify --format junit` is checked by a real consumer's parser: `xmllint`
/// validating against a JUnit schema (Fixtures/Classroom/junit.xsd, the Jenkins plugin's
/// structure). Nothing is skipped: without xmllint these tests fail and say how to install it.
@Suite struct JUnitSchemaTests {
    static let schema = EngineFixture.project.url("Tests/KataKitTests/Fixtures/Classroom/junit.xsd")

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "xmllint is missing (Debian package libxml2-utils): run scripts/install-ci-tools.sh as root" }
    }

    /// Runs a command; returns its status, stdout and stderr.
    static func run(_ command: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so neither fills up and blocks the child.
        let errData = ClassroomLocked(Data())
        let reader = Thread { errData.mutate { $0 = err.fileHandleForReading.readDataToEndOfFile() } }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData.value, as: UTF8.self))
    }

    /// xmllint's verdict on `xml` against the schema: nil when valid, else its complaint.
    static func schemaErrors(_ xml: String) throws -> String? {
        guard let xmllint = Platform.findExecutable("xmllint") else { throw ToolMissing() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(xml.utf8).write(to: file)
        let (status, _, stderr) = try run([xmllint.path, "--noout", "--schema", schema.path, file.path])
        return status == 0 ? nil : stderr
    }

    static let varied: [KataResult] = [
        KataResult(kata: "add-child", status: .pass, checks: [CheckResult(name: "childIsInChildrenOnce", status: .pass)], duration: 1.25),
        KataResult(kata: "remove-child", status: .fail, checks: [
            CheckResult(name: "order", status: .pass),
            CheckResult(name: "willMoveFirst", status: .fail, rules: [.willMoveNilFirst, .removeFromParentLast],
                        message: "willMove(toParent: nil) came after <removeFromParent> & \"friends\" — ünïcode ✓",
                        finding: Finding(rules: [.willMoveNilFirst], message: "m", expected: ["a < b"], actual: ["b > a ]]>"],
                                         diagnostics: ["Unbalanced calls to begin/end appearance transitions"])),
        ]),
        KataResult(kata: "cycle-animated", status: .error, compileDiagnostics: [
            CompilerDiagnostic(file: "Exercises/cycle-animated/ContainerViewController.swift", line: 4, column: 9,
                               severity: .error, message: "cannot find 'x' in scope", rendered: "x.swift:4:9: error: <x>")],
                   error: "does not compile"),
        KataResult(kata: "status-bar", status: .error, error: "The grader was stopped after 20 seconds\u{1B}[0m"),
    ]

    @Test func renderedReportValidatesAgainstTheJUnitSchema() throws {
        let xml = JUnitReport.render(Self.varied, suiteName: "ContainerKata")
        let errors = try Self.schemaErrors(xml)
        #expect(errors == nil, "\(errors ?? "")\n\(xml)")
    }

    @Test func emptyRunValidatesToo() throws {
        #expect(try Self.schemaErrors(JUnitReport.render([], suiteName: "ContainerKata")) == nil)
    }

    @Test func schemaRejectsWhatConsumersReject() throws {
        #expect(try Self.schemaErrors("<testsuites><testsuite tests=\"1\"><testcase/></testsuite></testsuites>") != nil)
        #expect(try Self.schemaErrors("<testsuites><testsuite name=\"a\" tests=\"-1\"/></testsuites>") != nil)
        #expect(try Self.schemaErrors("<testsuites><testsuite name=\"a\" tests=\"1\"><testcase name=\"x\"><failure>") != nil)
        #expect(try Self.schemaErrors("<testsuites><testsuite name=\"a\" tests=\"1\"><testcase name=\"x\"><oops/></testcase></testsuite></testsuites>") != nil)
    }

    /// `kata verify --format junit --output FILE --file-root DIR` with the real binary in a workbook
    /// of add-child, under GITHUB_ACTIONS: the file validates and failures are annotated at the
    /// learner's lines.
    @Test func kataVerifyWritesValidJUnitAndGitHubAnnotations() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let files = workbook.root.appendingPathComponent("handed-in")
        let learner = files.appendingPathComponent(AddChildWorkbook.kata.learnerFile)
        try FileManager.default.createDirectory(at: learner.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Line 4 does not compile: the annotation must point there.
        try Data("""
            import UIKitSim
            final class ContainerViewController: UIViewController {
                func frameForContentController() -> CGRect { view.bounds }
                func displayContentController(_ content: UIViewController) { addChild(content, "twice") }
            }

            """.utf8).write(to: learner)
        let report = workbook.root.appendingPathComponent("junit.xml")
        let run = try workbook.run(["verify", "--format", "junit", "--output", report.path, "--file-root", files.path],
                                   environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.status == 1, "a failing kata makes verify exit 1; stderr: \(run.stderr)")
        let xml = try String(contentsOf: report, encoding: .utf8)
        let errors = try Self.schemaErrors(xml)
        #expect(errors == nil, "\(errors ?? "")\n\(xml)")
        #expect(xml.contains(workbook.kata))
        #expect(!run.stdout.contains("::"), "annotations never go to stdout beside another format: \(run.stdout)")
        let annotation = run.stderr.split(separator: "\n").first { $0.hasPrefix("::error file=") }
        #expect(annotation?.contains("add-child/ContainerViewController.swift,line=4,") == true, "stderr: \(run.stderr)")
    }

    /// A second, independent consumer: junitparser (PyPI), the library CI tools use to read JUnit
    /// reports, must see the same cases, failures, errors and rule IDs the results hold.
    @Test func junitparserReadsTheReportAsTheResultsSay() throws {
        guard let python = Platform.findExecutable("python3") else {
            Issue.record("python3 is missing: junitparser needs it (run scripts/install-ci-tools.sh)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(JUnitReport.render(Self.varied, suiteName: "ContainerKata").utf8).write(to: file)
        let script = """
        import json, sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        out = []
        for suite in xml:
            for case in suite:
                kinds = [type(r).__name__ for r in case.result]
                types = [r.type for r in case.result]
                out.append({"suite": suite.name, "case": case.name, "kinds": kinds, "types": types})
        print(json.dumps({"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "cases": out}))
        """
        let (status, stdout, stderr) = try Self.run([python.path, "-c", script, file.path])
        #expect(status == 0, "junitparser could not read the report (run scripts/install-ci-tools.sh): \(stderr)")
        guard status == 0 else { return }

        struct Read: Decodable {
            struct Case: Decodable { let suite: String; let `case`: String; let kinds: [String]; let types: [String] }
            let tests: Int; let failures: Int; let errors: Int; let cases: [Case]
        }
        let read = try JSONDecoder().decode(Read.self, from: Data(stdout.utf8))
        let expectedCases = Self.varied.reduce(0) { $0 + $1.checks.count + ($1.status == .error ? 1 : 0) }
        #expect(read.tests == expectedCases)
        #expect(read.failures == Self.varied.flatMap(\.checks).filter { $0.status == .fail }.count)
        #expect(read.errors == Self.varied.filter { $0.status == .error }.count)
        let failed = read.cases.first { $0.case == "willMoveFirst" }
        #expect(failed?.suite == "remove-child")
        #expect(failed?.kinds == ["Failure"])
        #expect(failed?.types.first?.contains("will-move-nil-first") == true)
        #expect(read.cases.filter { $0.kinds == ["Error"] }.map(\.suite).sorted() == ["cycle-animated", "status-bar"])
        #expect(read.cases.first { $0.case == "childIsInChildrenOnce" }?.kinds == [])
    }
}
