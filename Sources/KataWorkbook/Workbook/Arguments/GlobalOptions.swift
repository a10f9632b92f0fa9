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

    /// Read before `--lang` takes effect: the environment's language (KATA_LANG, the locale) speaks.
    private static var needsValue: WorkbookError {
        WorkbookError.usage(LearnerText.table.translated(
            "help.langNeedsValue", "option '--lang' needs a value (CODE, e.g. en or zh-Hans)"))
    }
}
