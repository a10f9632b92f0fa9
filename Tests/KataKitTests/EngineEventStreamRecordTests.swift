import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// One test per record kind of Swift Testing's event stream, each on a real line captured from
/// this toolchain (Swift 6.3):
/// - `events-fail.jsonl`: the grader binary of add-child's starter, `--event-stream-version 0`;
/// - `events-kinds-v0.jsonl` / `events-kinds-v6.3.jsonl`: a probe suite
///   (`events-kinds-source.swift.txt`: a warning, a failure, a known issue, a parameterized test, a
///   skipped test) run with `swift test --event-stream-version 0` and `6.3`.
@Suite struct EngineEventStreamRecordTests {
    static func lines(_ file: String) throws -> [String] {
        let url = EngineFixture.project.url("Tests/KataKitTests/Fixtures/Runner/\(file)")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The first captured line of `file` whose record is an event of `kind` (or a test of `kind`)
    /// and that contains every string of `containing`.
    static func line(_ file: String, _ kind: String, containing: [String] = []) throws -> String {
        let found = try lines(file).first { line in
            (line.contains(#""kind":"\#(kind)","#) || line.contains(#""kind":"\#(kind)"}"#)) && containing.allSatisfy(line.contains)
        }
        return try #require(found, "no \(kind) record in \(file)")
    }

    static func event(_ line: String) throws -> EventStream.EventPayload {
        guard case .event(let event)? = EventStream.Record.decode(line) else {
            Issue.record("not an event: \(line.prefix(120))")
            throw CocoaError(.coderReadCorrupt)
        }
        return event
    }

    static func test(_ line: String) throws -> EventStream.TestPayload {
        guard case .test(let test)? = EventStream.Record.decode(line) else {
            Issue.record("not a test record: \(line.prefix(120))")
            throw CocoaError(.coderReadCorrupt)
        }
        return test
    }

    @Test func suiteRecord() throws {
        let suite = try Self.test(Self.line("events-fail.jsonl", "suite"))
        #expect(suite.kind == "suite" && suite.id == "KataGraders.AddChildGrader" && suite.name == "AddChildGrader")
        #expect(EventStream.parse(lines: [try Self.line("events-fail.jsonl", "suite")]).tests.isEmpty)
    }

    @Test func functionRecord() throws {
        let line = try Self.line("events-fail.jsonl", "function", containing: ["childViewHasContentFrame"])
        let function = try Self.test(line)
        #expect(function.kind == "function" && function.name == "childViewHasContentFrame()" && function.isParameterized == false)
        #expect(EventStream.parse(lines: [line]).tests.map(\.name) == ["childViewHasContentFrame"])
    }

    @Test func parameterizedFunctionRecord() throws {
        let function = try Self.test(Self.line("events-kinds-v0.jsonl", "function", containing: ["param(n:)"]))
        #expect(function.isParameterized == true)
        #expect(EventStream.baseName(function.name) == "param")
    }

    @Test func runStartedAndRunEnded() throws {
        let started = try Self.event(Self.line("events-fail.jsonl", "runStarted"))
        #expect(started.testID == nil && started.messages?.first?.symbol == "default")
        let ended = try Self.event(Self.line("events-fail.jsonl", "runEnded"))
        #expect(ended.messages?.first?.symbol == "fail")
        let summary = EventStream.parse(lines: [try Self.line("events-fail.jsonl", "runStarted"), try Self.line("events-fail.jsonl", "runEnded")])
        #expect(summary.runStarted && summary.runEnded && summary.unreadableLines == 0)
    }

    @Test func testStartedAndTestEnded() throws {
        let function = try Self.line("events-fail.jsonl", "function", containing: ["childViewLoadsAsChild"])
        let started = try Self.line("events-fail.jsonl", "testStarted", containing: ["childViewLoadsAsChild"])
        let ended = try Self.line("events-fail.jsonl", "testEnded", containing: ["childViewLoadsAsChild"])
        #expect(try Self.event(started).testID?.hasPrefix("KataGraders.AddChildGrader/childViewLoadsAsChild()") == true)
        let outcome = try #require(EventStream.parse(lines: [function, started, ended]).tests.first)
        #expect(outcome.started && outcome.ended && outcome.passed)
    }

    @Test func issueRecordedCarriesTheGradersFinding() throws {
        let line = try Self.line("events-fail.jsonl", "issueRecorded", containing: ["childViewHasContentFrame"])
        let event = try Self.event(line)
        #expect(event.issue?.isKnown == false && event.issue?.severity == nil && event.issue?.isFailure == nil)
        let issue = event.recordedIssue
        #expect(issue.isFailure)
        #expect(issue.finding?.message == FindingMessage("childViewNeverLoaded"))
        #expect(issue.finding?.rules == [.sizeChildView])
        #expect(issue.finding?.mistake == "A8")
    }

    @Test func knownIssueDoesNotFail() throws {
        let event = try Self.event(Self.line("events-kinds-v0.jsonl", "issueRecorded", containing: [#""isKnown":true"#]))
        #expect(event.messages?.first?.symbol == "passWithKnownIssue")
        #expect(!event.recordedIssue.isFailure)
    }

    @Test func plainFailureWithoutFindingFails() throws {
        let event = try Self.event(Self.line("events-kinds-v0.jsonl", "issueRecorded", containing: ["Expectation failed"]))
        #expect(event.recordedIssue.isFailure && event.recordedIssue.finding == nil)
        #expect(event.recordedIssue.text.hasPrefix("Expectation failed"))
        #expect(event.recordedIssue.comments == ["a comment"])
    }

    /// Version 0 leaves warnings out of the stream entirely (the probe's `warns()` records none).
    @Test func version0WritesNoWarningIssues() throws {
        let warns = try Self.lines("events-kinds-v0.jsonl").filter { $0.contains("warns()") }
        #expect(!warns.isEmpty)
        #expect(!warns.contains { $0.contains("issueRecorded") })
    }

    /// Version 6.3 writes `issue.severity` and `issue.isFailure`: a warning never fails a check, an
    /// error does.
    @Test func severityAndIsFailureAreHonoured() throws {
        let warning = try Self.event(Self.line("events-kinds-v6.3.jsonl", "issueRecorded", containing: [#""severity":"warning""#]))
        #expect(warning.issue?.isFailure == false && warning.messages?.first?.symbol == "warning")
        #expect(!warning.recordedIssue.isFailure)
        let error = try Self.event(Self.line("events-kinds-v6.3.jsonl", "issueRecorded", containing: [#""severity":"error""#, #""isKnown":false"#]))
        #expect(error.issue?.isFailure == true && error.recordedIssue.isFailure)

        let lines = try Self.lines("events-kinds-v6.3.jsonl")
        let summary = EventStream.parse(lines: lines)
        let warns = try #require(summary.tests.first { $0.name == "warns" })
        #expect(warns.issues.count == 1 && warns.passed, "a warning-severity issue does not fail the check")
        #expect(summary.tests.first { $0.name == "known" }?.passed == true)
        #expect(summary.tests.first { $0.name == "fails" }?.passed == false)
    }

    @Test func testSkippedIsNeverAPass() throws {
        let skipped = try Self.line("events-kinds-v0.jsonl", "testSkipped")
        #expect(try Self.event(skipped).testID?.contains("skipped()") == true)
        let summary = EventStream.parse(lines: try Self.lines("events-kinds-v0.jsonl"))
        let outcome = try #require(summary.tests.first { $0.name == "skipped" })
        #expect(!outcome.started && !outcome.passed)
    }

    @Test func testCaseStartedAndEndedOfAParameterizedTest() throws {
        let started = try Self.event(Self.line("events-kinds-v0.jsonl", "testCaseStarted"))
        let ended = try Self.event(Self.line("events-kinds-v0.jsonl", "testCaseEnded"))
        #expect(started.testID?.contains("param(n:)") == true && ended.testID == started.testID)
        let summary = EventStream.parse(lines: try Self.lines("events-kinds-v0.jsonl"))
        let param = try #require(summary.tests.first { $0.name == "param" })
        #expect(param.started && param.ended && param.failures.count == 1, "the failing case's issue belongs to its function")
        #expect(summary.tests.first { $0.name == "passes" }?.passed == true)
    }

    @Test func everyRecordOfTheCapturesDecodes() throws {
        for file in ["events-fail.jsonl", "events-kinds-v0.jsonl", "events-kinds-v6.3.jsonl"] {
            let lines = try Self.lines(file)
            #expect(lines.allSatisfy { EventStream.Record.decode($0) != nil }, "\(file)")
            #expect(EventStream.parse(lines: lines).runEnded)
        }
        #expect(EventStream.Record.decode(#"{"kind":"somethingNew","payload":{}}"#) == .other("somethingNew"))
        #expect(EventStream.Record.decode(#"{"kind":"event","payload":{"kin"#) == nil)
    }
}
