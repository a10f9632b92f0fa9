import Foundation
import KataCatalog

extension CallSites {
    /// The first line of the learner's source whose code (comments cut) contains `text`, e.g.
    /// `"func dismissalTransitionWillBegin("`: the override that skipped `super`, the `switch` case
    /// a missing state belongs beside. For a finding about code that never ran, so no call site
    /// exists; nil when the text is not there (the runner then falls back as usual).
    static func firstLine(containing text: String) -> Finding.Location? {
        guard let learnerSource, let source = try? String(contentsOfFile: learnerSource, encoding: .utf8) else { return nil }
        for (index, line) in source.components(separatedBy: "\n").enumerated()
        where line.components(separatedBy: "//")[0].contains(text) {
            return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: index + 1)
        }
        return nil
    }
}
