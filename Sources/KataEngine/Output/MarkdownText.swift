import Foundation

/// Learner text in a Markdown report (report.md, summary.md): shown, never rendered. Inline text
/// has every ASCII punctuation character backslash-escaped (CommonMark allows that for all of
/// them), so no tag, link, autolink, emphasis, table pipe or heading can start; lines become one.
/// Blocks go in a code fence longer than any backtick run inside, so the text cannot close it.
public enum MarkdownText {
    public static func inline(_ text: String) -> String {
        var out = ""
        for ch in UntrustedText.visible(text) {
            if ch.isNewline { out.append(" "); continue }
            if ch.isASCII, ch.isPunctuation || ch.isSymbol { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// A fenced code block (with its closing newline) holding `text` verbatim but visible.
    public static func fenced(_ text: String) -> String {
        let body = UntrustedText.visible(text)
        var longest = 0, run = 0
        for ch in body { if ch == "`" { run += 1; longest = max(longest, run) } else { run = 0 } }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)text\n\(body)\n\(fence)\n"
    }
}
