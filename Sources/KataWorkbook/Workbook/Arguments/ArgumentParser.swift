import KataEngine
import KataTexts
import KataPlatform
/// Parses one command's arguments against the options it declares. Small on purpose: the package
/// takes no dependencies, and `kata` needs only flags, `--name VALUE` / `--name=VALUE`, and `--`.
public enum ArgumentParser {
    /// - Parameters:
    ///   - arguments: the words after the command name.
    ///   - options: what the command accepts; the global options (`--help`, `--no-color`,
    ///     `--lang CODE`) are always accepted.
    ///   - maxPositionals: how many positional words the command takes.
    ///   - command: the command's name, for error messages.
    public static func parse(
        _ arguments: [String], options: [OptionSpec], maxPositionals: Int, command: String
    ) throws -> ParsedArguments {
        let known = options + OptionSpec.global
        let invocation = command.isEmpty ? "kata" : "kata \(command)"
        // Said before any workbook is found, so the English is here (`help.*`, like `--help`).
        // Read only for an error: the tables may still be loading beside a run that parses fine.
        var texts: TextTable { LearnerText.table }
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            if word == "-h" { parsed.flags.insert("--help"); continue }
            let (name, inlineValue) = split(word)
            guard let option = known.first(where: { $0.name == name }) else {
                throw WorkbookError.usage(texts.translated("help.unknownOption", "unknown option '{option}' for '{command}'",
                                                           ["option": name, "command": invocation]))
            }
            guard option.takesValue else {
                if inlineValue != nil {
                    throw WorkbookError.usage(texts.translated("help.optionTakesNoValue", "option '{option}' takes no value", ["option": name]))
                }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw WorkbookError.usage(texts.translated("help.optionNeedsValue", "option '{option}' needs a value ({value})",
                                                           ["option": name, "value": option.valueName ?? "VALUE"]))
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw WorkbookError.usage(texts.translated(
                    "help.badValue", "'{value}' is not a valid value for {option} (use one of: {choices})",
                    ["value": value, "option": name, "choices": option.allowedValues.joined(separator: ", ")]))
            }
            parsed.values[name] = value
        }
        if parsed.positionals.count > maxPositionals, !parsed.has("--help") {
            let extra = parsed.positionals[maxPositionals...].joined(separator: " ")
            throw WorkbookError.usage(texts.translated("help.unexpectedArgument", "unexpected argument '{argument}' for '{command}'",
                                                       ["argument": extra, "command": invocation]))
        }
        return parsed
    }

    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
