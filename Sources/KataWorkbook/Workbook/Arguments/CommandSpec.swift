import KataEngine
import KataTexts
import KataPlatform
/// What a `kata` command accepts and how `--help` describes it. The CLI declares one per command;
/// parsing and help are generated from it so they cannot disagree.
public struct CommandSpec: Sendable {
    public let name: String
    /// The positional part of the usage line, e.g. `<kata-id>` or `[<rule-id>|<kata-id>]`.
    public let arguments: String
    public let summary: String
    /// Extra paragraphs for `--help`.
    public let details: String
    public let options: [OptionSpec]
    public let minPositionals: Int
    public let maxPositionals: Int

    public init(
        _ name: String, arguments: String = "", summary: String, details: String = "",
        options: [OptionSpec] = [], positionals: ClosedRange<Int> = 0...0
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.options = options
        self.minPositionals = positionals.lowerBound
        self.maxPositionals = positionals.upperBound
    }

    /// `kata run <kata-id> [--file PATH] [--format text|json]`
    public var usage: String {
        var parts = ["kata", name].filter { !$0.isEmpty }
        if !arguments.isEmpty { parts.append(arguments) }
        for option in options {
            if let value = option.valueName {
                let shown = option.allowedValues.isEmpty ? value : option.allowedValues.joined(separator: "|")
                parts.append("[\(option.name) \(shown)]")
            } else {
                parts.append("[\(option.name)]")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    public var help: String {
        let texts = LearnerText.table
        var lines = [texts.translated("help.usage", "Usage: ") + usage, "", localizedSummary]
        if !details.isEmpty { lines += ["", texts.translated("help.details.\(name.isEmpty ? "workbook" : name)", details)] }
        let all = options + OptionSpec.global
        let labels = all.map { option in option.name + (option.valueName.map { " " + $0 } ?? "") }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        lines += ["", texts.translated("help.options", "Options:")]
        for (label, option) in zip(labels, all) {
            var summary = texts.translated("help.option.\(option.name.drop { $0 == "-" })", option.summary, option.summaryArguments)
            if !option.allowedValues.isEmpty {
                summary += texts.translated("help.allowedValues", " ({values})", ["values": option.allowedValues.joined(separator: ", ")])
            }
            lines.append("  " + DisplayWidth.pad(label, to: width) + "  " + summary)
        }
        return lines.joined(separator: "\n")
    }

    /// The one-line summary in the learner's language (English is the one written here).
    public var localizedSummary: String {
        LearnerText.table.translated("help.command.\(name.isEmpty ? "workbook" : name)", summary)
    }

    /// Parses this command's arguments, checking the positional count.
    public func parse(_ arguments: [String]) throws -> ParsedArguments {
        let parsed = try ArgumentParser.parse(arguments, options: options, maxPositionals: maxPositionals, command: name)
        if !parsed.has("--help"), parsed.positionals.count < minPositionals {
            throw WorkbookError.usage(LearnerText.table.translated(
                "help.missingArgument", "'{command}' needs {arguments}", ["command": "kata \(name)", "arguments": self.arguments]))
        }
        return parsed
    }
}
