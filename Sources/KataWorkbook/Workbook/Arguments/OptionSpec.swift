import KataEngine
import KataTexts
import KataPlatform
/// One `--name` a command accepts. Declared by the CLI per command so that the parser can reject
/// unknown flags and bad values with a usage error instead of silently ignoring them.
public struct OptionSpec: Sendable, Equatable {
    /// The option's name including the dashes, e.g. `--format`.
    public let name: String
    /// A one-line explanation for `--help`, with `{name}` placeholders filled from `summaryArguments`
    /// (so a default written in code, like `--timeout`'s, reaches every language's text).
    public let summary: String
    public let summaryArguments: [String: String]
    /// The placeholder shown in help for an option that takes a value (`FORMAT`); nil for a flag.
    public let valueName: String?
    /// The accepted values, when the set is closed (`text`, `json`); empty means any value.
    public let allowedValues: [String]

    public init(_ name: String, value: String? = nil, allowed: [String] = [], summary: String,
                summaryArguments: [String: String] = [:]) {
        self.name = name
        self.valueName = value
        self.allowedValues = allowed
        self.summary = summary
        self.summaryArguments = summaryArguments
    }

    public var takesValue: Bool { valueName != nil }

    public static let help = OptionSpec("--help", summary: "show this help")
    public static let noColor = OptionSpec("--no-color", summary: "never use color")
    /// Every failing check in full (by default the first in full, the others one line each).
    public static let all = OptionSpec("--all", summary: "show every failing check in full")

    public static let lang = OptionSpec(
        "--lang", value: "CODE",
        summary: "language of the messages, e.g. en or zh-Hans (default: KATA_LANG, then LC_ALL, LC_MESSAGES, LANG)")

    /// The options every command accepts, before or after the command name.
    public static let global: [OptionSpec] = [.lang, .noColor, .help]
}
