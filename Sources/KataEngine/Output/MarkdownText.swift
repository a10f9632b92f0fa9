import Foundation

/// Learner text in a Markdown report (report.md, summary.md): shown, never rendered. Inline text
/// has backslash escapes (CommonMark's own) on every character that can start markup — tags and
/// entities (`< > &`), links and images (`[ ] !`), emphasis and strikethrough (`* _ ~`), code
/// spans, headings, table pipes, the backslash itself, `@` (e-mail autolinks), the `:` of `://` and
/// the `.` of `www.` (GitHub's autolinks) — and lines become one; the rest stays readable in a
/// terminal. Blocks go in a code fence longer than any backtick run inside, so the text cannot
/// close it.
public enum MarkdownText {
    static let markup: Set<Character> = ["\\", "`", "*", "_", "~", "[", "]", "!", "<", ">", "&", "#", "|", "@"]

    public static func inline(_ text: String) -> String {
        var out = ""
        let chars = Array(UntrustedText.visible(text))
        for (i, ch) in chars.enumerated() {
            if ch.isNewline { out.append(" "); continue }
            let autolink = (ch == ":" && chars[(i + 1)...].starts(with: ["/", "/"]))
                || (ch == "." && i >= 3 && String(chars[(i - 3)..<i]).lowercased() == "www")
            if markup.contains(ch) || autolink { out.append("\\") }
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
        return "\(fence)\n\(body)\n\(fence)\n"
    }
}
