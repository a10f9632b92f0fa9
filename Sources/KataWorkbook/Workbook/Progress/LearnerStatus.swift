import KataEngine
import KataTexts
import KataPlatform
/// Where a learner stands on one kata: the status of their last grading, or not started.
public enum LearnerStatus: String, Codable, Sendable, Equatable, CaseIterable {
    case pass, fail, error
    case notStarted = "not-started"

    public init(_ status: KataResult.Status) {
        switch status {
        case .pass: self = .pass
        case .fail: self = .fail
        case .error: self = .error
        }
    }

    /// The one-character mark the workbook's progress line shows.
    public var mark: String {
        switch self {
        case .pass: "✓"
        case .fail, .error: "✗"
        case .notStarted: "·"
        }
    }
}
