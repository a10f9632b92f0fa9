import Foundation

/// A check that cannot apply yet says so explicitly: "appearance arrives once as child" has
/// nothing to judge while nothing was added. Counting such a check as passed gave untouched
/// starters vacuous scores, so a grader records this marker instead and the runner reads the
/// check as "not run" (never as a pass, never as a broken rule).
extension FindingMessage {
    /// Prefix that marks an issue's comment as "this check could not apply".
    public static let notRunMarker = "KATA-NOT-RUN:"

    /// The reason as one comment string: the marker followed by compact JSON.
    public var notRunComment: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return Self.notRunMarker + String(decoding: data, as: UTF8.self)
    }

    /// The reason a check did not run, read back from a comment; nil when the comment is not one.
    public static func notRun(fromComment comment: String) -> FindingMessage? {
        guard comment.hasPrefix(notRunMarker) else { return nil }
        return try? JSONDecoder().decode(FindingMessage.self, from: Data(comment.dropFirst(notRunMarker.count).utf8))
    }
}
