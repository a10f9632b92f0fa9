import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Everything the runner knows about Swift Testing's JSON event stream (version 0) and the flags
/// that ask for it. A toolchain change to the stream's shape or the entry point's options touches
/// this file only.
///
/// The stream is one JSON object per line: `{"kind":"test","payload":{"id","kind","name",…}}`
/// describes a test; `{"kind":"event","payload":{"kind":"testStarted"|"testEnded"|
/// "issueRecorded"|"runEnded"|…,"testID","issue":{…},"_comments":[…],"messages":[…]}}` is an event.
public enum EventStream {
    /// The grader binary's arguments: write the stream to `outputPath`, run only `suite`'s tests
    /// (learners' own `@Test`s and any other suite linked in are not run).
    public static func runArguments(outputPath: String, module: String, suite: String) -> [String] {
        [
            "--event-stream-output-path", outputPath,
            "--event-stream-version", "0",
            "--filter", "^" + NSRegularExpression.escapedPattern(for: "\(module).\(suite)") + "(/|$)",
        ]
    }

    /// One failure (or warning) recorded by a test.
    public struct Issue: Sendable, Equatable {
        /// The comments attached to the issue (where a grader's `Finding` travels).
        public var comments: [String]
        /// The human-readable failure text Swift Testing rendered (e.g. "Expectation failed: …").
        public var text: String
        /// True unless the issue is a known issue or only a warning.
        public var isFailure: Bool

        /// The grader's structured finding, when a comment carries one.
        public var finding: Finding? {
            comments.lazy.compactMap { Finding.decode(fromComment: $0) }.first
        }
    }

    /// What happened to one test function.
    public struct TestOutcome: Sendable, Equatable {
        public var id: String
        /// The function's base name, without the argument list: `childIsInChildrenOnce`.
        public var name: String
        public var started = false
        public var ended = false
        public var issues: [Issue] = []

        public var failures: [Issue] { issues.filter(\.isFailure) }
        public var passed: Bool { started && ended && failures.isEmpty }
    }

    /// The whole run as read from the stream.
    public struct Summary: Sendable, Equatable {
        /// Test functions by ID, in the order the stream declared them.
        public var tests: [TestOutcome] = []
        public var runStarted = false
        public var runEnded = false
        /// Lines that were not valid records (a truncated last line after a crash, for instance).
        public var unreadableLines = 0

        /// The test function `check` of `module.suite`, if the stream mentioned it.
        public func outcome(module: String, suite: String, check: String) -> TestOutcome? {
            let prefix = "\(module).\(suite)/"
            return tests.first { $0.id.hasPrefix(prefix) && $0.name == check }
        }
    }

    /// Reads the stream file's contents.
    public static func parse(_ data: Data) -> Summary {
        parse(lines: String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init))
    }

    public static func parse(lines: [String]) -> Summary {
        var summary = Summary()
        var index: [String: Int] = [:]

        func outcomeIndex(forEventTestID testID: String) -> Int? {
            if let exact = index[testID] { return exact }
            // Events of a parameterized test's cases may carry IDs that extend the function's ID.
            return index.first { testID.hasPrefix($0.key) }?.value
        }

        let decoder = JSONDecoder()
        for line in lines where !line.isEmpty {
            guard let record = Record.decode(line, with: decoder) else { summary.unreadableLines += 1; continue }
            switch record {
            case .test(let test):
                guard test.kind == "function" else { continue }
                index[test.id] = summary.tests.count
                summary.tests.append(TestOutcome(id: test.id, name: baseName(test.name)))
            case .event(let event):
                switch event.kind {
                case "runStarted": summary.runStarted = true
                case "runEnded": summary.runEnded = true
                case "testStarted":
                    if let testID = event.testID, let at = index[testID] { summary.tests[at].started = true }
                case "testEnded":
                    if let testID = event.testID, let at = index[testID] { summary.tests[at].ended = true }
                case "issueRecorded":
                    guard let testID = event.testID, let at = outcomeIndex(forEventTestID: testID) else { continue }
                    summary.tests[at].issues.append(event.recordedIssue)
                default:
                    // testSkipped (never started, so never a pass), testCaseStarted/Ended, valueAttached, …
                    continue
                }
            case .other:
                continue
            }
        }
        return summary
    }

    /// `childIsInChildrenOnce()` → `childIsInChildrenOnce`; `check(_:)` → `check`.
    static func baseName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
