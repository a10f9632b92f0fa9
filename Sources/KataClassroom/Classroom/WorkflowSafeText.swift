import Foundation

/// Text a CI log may show: GitHub Actions runs any line starting with `::` (after blanks) as a
/// workflow command (`::add-mask::`, `::set-output::`, `::stop-commands::`…). A student controls
/// folder names and the source lines quoted in diagnostics, so every file and log line the
/// classroom writes goes through here: such a line gets a backslash in front (Markdown shows
/// `\::` as `::`; the log shows the backslash, which is the point).
public enum WorkflowSafeText {
    public static func neutralize(_ text: String) -> String {
        guard text.contains("::") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            return trimmed.hasPrefix("::") ? "\\" + line : String(line)
        }.joined(separator: "\n")
    }
}
