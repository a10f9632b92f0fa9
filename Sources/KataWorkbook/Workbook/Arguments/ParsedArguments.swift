import KataEngine
import KataTexts
import KataPlatform
/// A command line after parsing: positional words, option values and flags.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    public var flags: Set<String> = []

    public init(positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    public func value(_ option: String) -> String? { values[option] }
    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
