import KataEngine
import KataTexts
import KataPlatform
/// Just enough of Swift's lexical structure for `IntegrityCheck`: identifiers (and attribute names)
/// with their line, outside comments and string literals. Not a parser; it only has to agree with
/// the compiler about what is code.
enum SwiftLexer {
    struct Token: Equatable {
        let text: String
        let line: Int
        /// The previous non-space character was `.` (a member access such as `list.remove(at:)`).
        let afterDot: Bool
        /// The next non-space character is `(`.
        let followedByParenthesis: Bool
    }

    static func identifiers(in source: String) -> [Token] {
        let chars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        var line = 1
        var lastSignificant: Unicode.Scalar? = nil

        func peek(_ offset: Int) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }

        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c.properties.isWhitespace { i += 1; continue }
            // Comments: line, and nested block comments as Swift allows.
            if c == "/" && peek(1) == "/" {
                while i < chars.count && chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && peek(1) == "*" {
                var depth = 0
                repeat {
                    if chars[i] == "\n" { line += 1 }
                    if chars[i] == "/" && peek(1) == "*" { depth += 1; i += 2; continue }
                    if chars[i] == "*" && peek(1) == "/" { depth -= 1; i += 2; continue }
                    i += 1
                } while i < chars.count && depth > 0
                continue
            }
            // String literals (plain, multi-line, raw with #s); interpolations are skipped too,
            // which can only hide code from the scan, never invent a flag.
            if c == "\"" || (c == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                var hashes = 0
                while i < chars.count && chars[i] == "#" { hashes += 1; i += 1 }
                guard i < chars.count, chars[i] == "\"" else { lastSignificant = "#"; continue }
                let multiline = peek(1) == "\"" && peek(2) == "\""
                let quotes = multiline ? 3 : 1
                i += quotes
                while i < chars.count {
                    if chars[i] == "\n" { line += 1; if !multiline { break } }
                    if chars[i] == "\\" && hashes == 0 { i += 2; continue }
                    if chars[i] == "\"" {
                        var run = 0
                        while i + run < chars.count && chars[i + run] == "\"" && run < quotes { run += 1 }
                        if run == quotes {
                            var closing = 0
                            while closing < hashes && i + run + closing < chars.count && chars[i + run + closing] == "#" { closing += 1 }
                            if closing == hashes { i += run + closing; break }
                        }
                        i += max(run, 1)
                        continue
                    }
                    i += 1
                }
                lastSignificant = "\""
                continue
            }
            if isIdentifierStart(c) {
                let start = i
                while i < chars.count && isIdentifierContinue(chars[i]) { i += 1 }
                var text = String(String.UnicodeScalarView(chars[start..<i]))
                if text.hasPrefix("`") { text = String(text.dropFirst()) }
                var j = i
                if j < chars.count && chars[j] == "`" { j += 1; i = j }
                while j < chars.count && chars[j].properties.isWhitespace && chars[j] != "\n" { j += 1 }
                let paren = j < chars.count && chars[j] == "("
                tokens.append(Token(text: text, line: line, afterDot: lastSignificant == ".", followedByParenthesis: paren))
                lastSignificant = "a"
                continue
            }
            lastSignificant = c
            i += 1
        }
        return tokens
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "`" || c.properties.isAlphabetic
    }

    private static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }
}
