import Foundation

/// Text a CI log may show. The GitHub Actions runner reads a line (ended by LF, CR or CRLF),
/// trims every Unicode blank from it (space, tab, VT, FF, NBSP, ideographic space…) and runs it as
/// a workflow command when it then starts with `::` (`::add-mask::`, `::stop-commands::`,
/// `::error::`…); it also honours the older `##[command]` form anywhere in a line. Learners control
/// folder names, crash messages and the source lines compilers quote, so every file and log line
/// the runner writes goes through here: such a line gets a backslash in front, and every `##[` becomes `##\[` (Markdown shows both as written; the log
/// shows the backslash, which is the point).
public enum WorkflowSafeText {
    public static func neutralize(_ text: String) -> String {
        guard text.contains("::") || text.contains("##[") else { return text }
        var out = String.UnicodeScalarView()
        var lineStart = true
        var pending = String.UnicodeScalarView()   // blanks at the start of the current line
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\n" || s == "\r" {
                out.append(contentsOf: pending); pending.removeAll()
                out.append(s); lineStart = true; i += 1; continue
            }
            if lineStart {
                if s.properties.isWhitespace { pending.append(s); i += 1; continue }
                if s == ":", i + 1 < scalars.count, scalars[i + 1] == ":" { out.append("\\") }
                out.append(contentsOf: pending); pending.removeAll()
                lineStart = false
            }
            out.append(s)
            if s == "[", out.count >= 3 {
                let end = out.endIndex
                let a = out[out.index(end, offsetBy: -3)], b = out[out.index(end, offsetBy: -2)]
                if a == "#", b == "#" { out.removeLast(); out.append(contentsOf: "\\[".unicodeScalars) }
            }
            i += 1
        }
        out.append(contentsOf: pending)
        return String(out)
    }
}
