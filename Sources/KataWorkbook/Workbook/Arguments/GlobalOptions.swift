import KataTexts
/// The options every `kata` command accepts anywhere on the line, taken out before the command's
/// own parsing (like `--no-color`).
public enum GlobalOptions {
    /// Removes `--lang CODE` / `--lang=CODE` from `words` (words after `--` are left alone) and
    /// returns the last code given; nil when there is none. A `--lang` without a code, or with an
    /// empty one, is a usage error.
    public static func takeLanguage(from words: inout [String]) throws -> String? {
        var kept: [String] = []
        var language: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                kept += words[(index - 1)...]
                break
            }
            if word == "--lang" {
                guard index < words.count, !words[index].isEmpty, !words[index].hasPrefix("-") else {
                    throw needsValue
                }
                language = words[index]
                index += 1
            } else if word.hasPrefix("--lang=") {
                let code = String(word.dropFirst("--lang=".count))
                guard !code.isEmpty else { throw needsValue }
                language = code
            } else {
                kept.append(word)
            }
        }
        words = kept
        return language
    }

    /// A `--lang` code the workbook has no texts for is a bad option value (exit 64), like
    /// `--format xml`: silently answering in English would look like a broken translation. A
    /// regional variant of a language there is (`en-GB`, `zh-CN`) is fine. Only an explicit
    /// `--lang` is checked; a locale from the environment never fails a command.
    public static func requireAvailable(_ code: String, in table: TextTable) throws {
        guard !table.availableLanguages.isEmpty else { return }
        let requested = LanguagePreference.normalize(code) ?? code
        func base(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
        guard base(requested) != base(table.language) else { return }
        throw WorkbookError.usage(table.translated(
            "help.badValue", "'{value}' is not a valid value for {option} (use one of: {choices})",
            ["value": code, "option": "--lang", "choices": table.availableLanguages.joined(separator: ", ")]))
    }

    /// Read before `--lang` takes effect: the environment's language (KATA_LANG, the locale) speaks.
    private static var needsValue: WorkbookError {
        WorkbookError.usage(LearnerText.table.translated(
            "help.langNeedsValue", "option '--lang' needs a value (CODE, e.g. en or zh-Hans)"))
    }
}
