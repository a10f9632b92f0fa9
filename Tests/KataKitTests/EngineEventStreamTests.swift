import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Reading Swift Testing's event stream, on a recording of a real failing run of the runner
/// fixture (Fixtures/Runner/events-fail.jsonl) and on hand-made variants of it.
@Suite struct EngineEventStreamTests {
    static func recording() throws -> [String] {
        let data = try Data(contentsOf: EngineFixture.project.url("Tests/KataKitTests/Fixtures/Runner/events-fail.jsonl"))
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static let stableID = "KataGraders.RunnerFixtureGrader/answerIsStable()/RunnerFixtureGrader.swift:34:6"

    @Test func recordedFailingRunIsReadCheckByCheck() throws {
        let summary = EventStream.parse(lines: try Self.recording())
        #expect(summary.runStarted)
        #expect(summary.runEnded)
        #expect(summary.unreadableLines == 0)
        #expect(summary.tests.map(\.name) == ["answerIsFortyTwo", "answerIsStable"])
        let answer = try #require(summary.outcome(module: "KataGraders", suite: "RunnerFixtureGrader", check: "answerIsFortyTwo"))
        #expect(answer.started && answer.ended)
        #expect(!answer.passed)
        let finding = try #require(answer.failures.first?.finding)
        #expect(finding.rules == [.addOnce])
        #expect(finding.message == FindingMessage("answerIsNot42", ["answer": "41"]))
        #expect(summary.outcome(module: "KataGraders", suite: "RunnerFixtureGrader", check: "answerIsPrime") == nil)
        #expect(summary.outcome(module: "LearnerKata", suite: "RunnerFixtureGrader", check: "answerIsFortyTwo") == nil)
    }

    @Test func runWithoutRunEndedIsNotEnded() throws {
        let lines = try Self.recording().filter { !$0.contains(#""kind":"runEnded""#) }
        let summary = EventStream.parse(lines: lines)
        #expect(summary.runStarted)
        #expect(!summary.runEnded)
    }

    @Test func truncatedLastLineIsCountedNotFatal() throws {
        var lines = try Self.recording()
        let last = lines.removeLast()
        lines.append(String(last.prefix(last.count / 2)))
        let summary = EventStream.parse(lines: lines)
        #expect(summary.unreadableLines == 1)
        #expect(!summary.runEnded)
        #expect(summary.tests.count == 2)
    }

    @Test func issueWithoutFindingStillFailsWithItsText() throws {
        let issue = #"{"kind":"event","payload":{"_comments":["plain comment"],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"},{"symbol":"details","text":"plain comment"}],"testID":"\#(Self.stableID)"},"version":0}"#
        let lines = [
            #"{"kind":"test","payload":{"id":"\#(Self.stableID)","kind":"function","name":"answerIsStable()"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(Self.stableID)"},"version":0}"#,
            issue,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(Self.stableID)"},"version":0}"#,
        ]
        let summary = EventStream.parse(lines: lines)
        let outcome = try #require(summary.tests.first)
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.finding == nil)
        #expect(outcome.failures.first?.text == "Expectation failed: 1 == 2")
        let check = Verdict.checkResult(CheckSpec("answerIsStable", rules: [.addOnce]), outcome, kata: WorkbookCatalog.runnerFixture)
        #expect(check.status == .fail)
        #expect(check.rules.isEmpty)
        #expect(check.message == "Expectation failed: 1 == 2 — plain comment")
    }

    @Test func knownIssuesAndWarningsDoNotFail() {
        let lines = [
            #"{"kind":"test","payload":{"id":"\#(Self.stableID)","kind":"function","name":"answerIsStable()"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(Self.stableID)"},"version":0}"#,
            #"{"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"known"}],"testID":"\#(Self.stableID)"},"version":0}"#,
            #"{"kind":"event","payload":{"issue":{"isKnown":false,"severity":"warning"},"kind":"issueRecorded","messages":[{"symbol":"warning","text":"careful"}],"testID":"\#(Self.stableID)"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(Self.stableID)"},"version":0}"#,
        ]
        let outcome = EventStream.parse(lines: lines).tests.first
        #expect(outcome?.issues.count == 2)
        #expect(outcome?.passed == true)
    }

    @Test func runArgumentsSelectOnlyTheGraderSuite() throws {
        let arguments = EventStream.runArguments(outputPath: "/tmp/e.jsonl", module: "KataGraders", suite: "AddChildGrader")
        let filter = try #require(arguments.firstIndex(of: "--filter").map { arguments[$0 + 1] })
        let regex = try NSRegularExpression(pattern: filter)
        func matches(_ id: String) -> Bool {
            regex.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        #expect(matches("KataGraders.AddChildGrader/childIsInChildrenOnce()/AddChildGrader.swift:3:4"))
        #expect(matches("KataGraders.AddChildGrader"))
        #expect(!matches("KataGraders.AddChildGraderExtra/x()"))
        #expect(!matches("LearnerKata.AddChildGrader/childIsInChildrenOnce()"))
        #expect(arguments.contains("/tmp/e.jsonl"))
    }

    @Test func baseNameDropsTheArgumentList() {
        #expect(EventStream.baseName("answerIsFortyTwo()") == "answerIsFortyTwo")
        #expect(EventStream.baseName("check(_:animated:)") == "check")
        #expect(EventStream.baseName("plain") == "plain")
    }
}
