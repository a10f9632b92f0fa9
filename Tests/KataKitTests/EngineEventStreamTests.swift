import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Reading Swift Testing's event stream, on a recording of a real failing run of add-child's
/// starter (Fixtures/Runner/events-fail.jsonl) and on hand-made variants of it.
@Suite struct EngineEventStreamTests {
    static func recording() throws -> [String] {
        let data = try Data(contentsOf: EngineFixture.project.url("Tests/KataKitTests/Fixtures/Runner/events-fail.jsonl"))
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static let frameID = "KataGraders.AddChildGrader/childViewHasContentFrame()/AddChildGrader.swift:74:6"

    @Test func recordedFailingRunIsReadCheckByCheck() throws {
        let summary = EventStream.parse(lines: try Self.recording())
        #expect(summary.runStarted)
        #expect(summary.runEnded)
        #expect(summary.unreadableLines == 0)
        #expect(summary.tests.map(\.name) == Katas.addChild.checks.map(\.name))
        let child = try #require(summary.outcome(module: "KataGraders", suite: "AddChildGrader", check: "childIsInChildrenOnce"))
        #expect(child.started && child.ended)
        #expect(!child.passed)
        let finding = try #require(child.failures.first?.finding)
        #expect(finding.rules == [.addChildFirst])
        #expect(finding.message == FindingMessage("neverAddedAsChild"))
        #expect(finding.expected.first == "container.addChild(content)" && finding.actual.isEmpty)
        #expect(summary.outcome(module: "KataGraders", suite: "AddChildGrader", check: "childViewLoadsAsChild")?.passed == true)
        #expect(summary.outcome(module: "KataGraders", suite: "AddChildGrader", check: "childIsAdoptedTwice") == nil)
        #expect(summary.outcome(module: "LearnerKata", suite: "AddChildGrader", check: "childIsInChildrenOnce") == nil)
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
        #expect(summary.tests.count == Katas.addChild.checks.count)
    }

    @Test func issueWithoutFindingStillFailsWithItsText() throws {
        let issue = #"{"kind":"event","payload":{"_comments":["plain comment"],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"},{"symbol":"details","text":"plain comment"}],"testID":"\#(Self.frameID)"},"version":0}"#
        let lines = [
            #"{"kind":"test","payload":{"id":"\#(Self.frameID)","kind":"function","name":"childViewHasContentFrame()"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(Self.frameID)"},"version":0}"#,
            issue,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(Self.frameID)"},"version":0}"#,
        ]
        let summary = EventStream.parse(lines: lines)
        let outcome = try #require(summary.tests.first)
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.finding == nil)
        #expect(outcome.failures.first?.text == "Expectation failed: 1 == 2")
        let check = Verdict.checkResult(CheckSpec("childViewHasContentFrame", rules: [.sizeChildView]), outcome, kata: Katas.addChild)
        #expect(check.status == .fail)
        #expect(check.rules.isEmpty)
        #expect(check.message == "Expectation failed: 1 == 2 — plain comment")
    }

    @Test func knownIssuesAndWarningsDoNotFail() {
        let lines = [
            #"{"kind":"test","payload":{"id":"\#(Self.frameID)","kind":"function","name":"childViewHasContentFrame()"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(Self.frameID)"},"version":0}"#,
            #"{"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"known"}],"testID":"\#(Self.frameID)"},"version":0}"#,
            #"{"kind":"event","payload":{"issue":{"isKnown":false,"severity":"warning"},"kind":"issueRecorded","messages":[{"symbol":"warning","text":"careful"}],"testID":"\#(Self.frameID)"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(Self.frameID)"},"version":0}"#,
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
        #expect(EventStream.baseName("childIsInChildrenOnce()") == "childIsInChildrenOnce")
        #expect(EventStream.baseName("check(_:animated:)") == "check")
        #expect(EventStream.baseName("plain") == "plain")
    }
}
