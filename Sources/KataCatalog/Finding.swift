import Foundation

/// What a failed grader check reports. Graders put it into the Swift Testing issue's comment so the
/// runner can read it from the JSON event stream instead of scraping console text.
public struct Finding: Codable, Sendable, Equatable {
    /// The rules the learner's code breaks, most specific first.
    public var rules: [RuleID]
    /// One plain sentence: what went wrong, in the learner's terms.
    public var message: String
    /// What a correct container produces (timeline lines), to show beside `actual`.
    public var expected: [String]
    /// What the learner's container produced.
    public var actual: [String]
    /// UIKit exceptions and warnings the simulation raised, verbatim.
    public var diagnostics: [String]
    /// The catalogued mistake this looks like (`shared/mistakes.md`, e.g. "A5"), when recognised.
    public var mistake: String?

    public init(
        rules: [RuleID], message: String, expected: [String] = [], actual: [String] = [],
        diagnostics: [String] = [], mistake: String? = nil
    ) {
        self.rules = rules
        self.message = message
        self.expected = expected
        self.actual = actual
        self.diagnostics = diagnostics
        self.mistake = mistake
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
