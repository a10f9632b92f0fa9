import Foundation

/// The records of Swift Testing's JSON event stream as this toolchain (Swift 6.3) writes them,
/// decoded with Codable. Only the fields the runner reads are declared; unknown fields are ignored
/// and every field that some record kinds or stream versions leave out is optional.
///
/// Seen in real captures (Tests/KataKitTests/Fixtures/Runner/events-*.jsonl):
/// - `{"kind":"test","payload":{"id","kind":"suite"|"function","name","isParameterized"?,
///   "sourceLocation","_testCases"?},"version":0}`
/// - `{"kind":"event","payload":{"kind","instant":{"absolute","since1970"},"messages":[{"symbol","text"}],
///   "testID"?,"issue"?,"_comments"?,"_sourceLocation"?,"_testCase"?},"version":0}` with event kinds
///   runStarted, testStarted, testCaseStarted, issueRecorded, testCaseEnded, testEnded, testSkipped,
///   runEnded.
/// - `issue`: version 0 writes `{"isKnown","sourceLocation","_backtrace"}` and leaves warnings out of
///   the stream; version 6.3 adds `"severity":"error"|"warning"` and `"isFailure"` (and drops the
///   `_comments` the findings travel in, which is why the runner asks for version 0). Both flags are
///   honoured whenever they are present.
extension EventStream {
    enum Record: Equatable {
        case test(TestPayload)
        case event(EventPayload)
        /// A record kind this runner does not use (a future addition to the stream).
        case other(String)

        /// Nil when the line is not a record (e.g. truncated by a crash).
        static func decode(_ line: String, with decoder: JSONDecoder = JSONDecoder()) -> Record? {
            (try? decoder.decode(Line.self, from: Data(line.utf8)))?.record
        }
    }

    /// One line, decoded in one pass: the payload's type follows the line's `kind`.
    struct Line: Decodable {
        let record: Record

        enum CodingKeys: String, CodingKey { case kind, payload }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "test": record = .test(try container.decode(TestPayload.self, forKey: .payload))
            case "event": record = .event(try container.decode(EventPayload.self, forKey: .payload))
            default: record = .other(kind)
            }
        }
    }

    /// A test declared by the run: a suite or a function.
    struct TestPayload: Decodable, Equatable {
        var id: String
        var kind: String
        var name: String
        var isParameterized: Bool?
    }

    /// Something that happened during the run.
    struct EventPayload: Decodable, Equatable {
        var kind: String
        var testID: String?
        var messages: [Message]?
        var issue: EncodedIssue?
        var comments: [String]?

        enum CodingKeys: String, CodingKey {
            case kind, testID, messages, issue
            case comments = "_comments"
        }

        /// The issue this `issueRecorded` event reports.
        var recordedIssue: Issue {
            let messages = messages ?? []
            let text = messages.first { $0.symbol == "fail" }?.text ?? messages.first?.text ?? ""
            return Issue(comments: comments ?? [], text: text, isFailure: issue?.countsAsFailure ?? true)
        }
    }

    /// One line of Testing's own rendering of an event (`symbol` is e.g. fail, warning, details).
    struct Message: Decodable, Equatable {
        var symbol: String
        var text: String
    }

    struct EncodedIssue: Decodable, Equatable {
        var isKnown: Bool?
        /// `error` or `warning` (stream version 6.3 and later).
        var severity: String?
        /// Testing's own verdict: false for warnings and known issues (stream version 6.3 and later).
        var isFailure: Bool?

        /// A known issue or a warning never fails a check; Testing's explicit flag wins when given.
        var countsAsFailure: Bool {
            if let isFailure { return isFailure && isKnown != true }
            return isKnown != true && severity != "warning"
        }
    }
}
