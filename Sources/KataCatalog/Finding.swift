import Foundation

/// What a failed grader check reports. Graders put it into the Swift Testing issue's comment so the
/// runner can read it from the JSON event stream instead of scraping console text.
///
/// It is typed, never prose: the rules broken, the mistake recognised, and a message *key* with
/// its arguments. The words are made at the edge by the text layer, in the learner's language,
/// from the kata manifest's `messages` (key `<kata-id>.<key>`).
public struct Finding: Codable, Sendable, Equatable {
    /// The rules the learner's code breaks, most specific first.
    public var rules: [RuleID]
    /// What went wrong, as a message key of the kata's manifest and its `{placeholder}` values.
    public var message: FindingMessage
    /// What a correct container produces (timeline lines), to show beside `actual`.
    public var expected: [String]
    /// What the learner's container produced.
    public var actual: [String]
    /// UIKit exceptions and warnings the simulation raised, verbatim.
    public var diagnostics: [String]
    /// The catalogued mistake this looks like (`docs/spec/mistakes.md`, e.g. "A5"), when recognised.
    public var mistake: String?
    /// The learner's line the failure points at (file name as compiled; the runner shows it with
    /// the learner's own path). Nil when the grader could not tell.
    public var location: Location?

    /// A line (and maybe column) in the learner's file.
    public struct Location: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int?

        public init(file: String, line: Int, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    public init(
        rules: [RuleID], message: FindingMessage, expected: [String] = [], actual: [String] = [],
        diagnostics: [String] = [], mistake: String? = nil, location: Location? = nil
    ) {
        self.rules = rules
        self.message = message
        self.expected = expected
        self.actual = actual
        self.diagnostics = diagnostics
        self.mistake = mistake
        self.location = location
    }

    /// Prefix that marks a comment as an encoded finding.
    public static let marker = "KATA-FINDING:"

    /// The finding as one comment string: the marker followed by compact JSON.
    public var encodedComment: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return Self.marker + String(decoding: data, as: UTF8.self)
    }

    /// Reads a finding back from a comment; nil when the comment is not one.
    public static func decode(fromComment comment: String) -> Finding? {
        guard let start = comment.range(of: marker) else { return nil }
        let json = comment[start.upperBound...]
        return try? JSONDecoder().decode(Finding.self, from: Data(json.utf8))
    }
}

/// A message key of a kata's manifest and the values of its `{placeholders}`.
public struct FindingMessage: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    public var key: String
    public var arguments: [String: String]

    public init(_ key: String, _ arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// `"childNeverAdded"` — a key with no arguments.
    public init(stringLiteral key: String) {
        self.init(key)
    }
}
