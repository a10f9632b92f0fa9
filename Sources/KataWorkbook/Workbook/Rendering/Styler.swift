import KataEngine
import KataTexts
import KataPlatform
/// ANSI styling that turns itself off: color only when stdout is a terminal, `NO_COLOR` is unset
/// and `--no-color` was not given (decided once by the CLI, see `Styler.decide`).
public struct Styler: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = Styler(enabled: false)

    /// The color decision from its three inputs, kept pure so it is testable.
    public static func decide(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Styler {
        let noColorSet = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Styler(enabled: isTerminal && !noColorSet && !noColorFlag && environment["TERM"] != "dumb")
    }

    public func green(_ text: String) -> String { wrap(text, "32") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }

    public func status(_ status: LearnerStatus) -> String {
        switch status {
        case .pass: green(status.mark)
        case .fail, .error: red(status.mark)
        case .notStarted: dim(status.mark)
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
