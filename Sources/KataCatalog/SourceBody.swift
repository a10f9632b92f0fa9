import Foundation

/// A declaration's `{ … }` body in a learner's source, found by counting braces on each line with
/// its comment cut: the one scan the locator's readings of the source share (an early exit, an
/// answering `return`, a method's last line). Not a parser: braces in strings count too.
public struct SourceBody {
    /// One line inside the body: its 0-based index, its code (comment cut) and how deep it starts
    /// (1: the body's own level).
    public struct Line {
        public let index: Int
        public let code: String
        public let depth: Int
    }

    /// 0-based line where the body's first `{` is.
    public let opening: Int
    /// 0-based line whose `}` closes it (the opening line for a one-line body).
    public let closing: Int
    /// Lines that start inside the body, the closing line among them unless the body is one line.
    public let lines: [Line]

    /// The first line below the opening brace that holds code: where a statement due before all
    /// the others (a missing guard, a call due first) belongs.
    public var firstStatement: Line? {
        lines.first { $0.index > opening && !$0.code.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// `line` up to its first `//` (the whole line when it has none): its code, comment cut — what
    /// `line.components(separatedBy: "//")[0]` gives, found in one pass over the bytes without
    /// building the pieces after it (the locator cuts every line it reads; Foundation's split
    /// was a tenth of a failing verdict's grader time).
    public static func code(of line: String) -> String {
        let bytes = line.utf8
        var previousWasSlash = false
        for index in bytes.indices {
            let isSlash = bytes[index] == UInt8(ascii: "/")
            if isSlash && previousWasSlash {
                return String(line[..<bytes.index(before: index)])
            }
            previousWasSlash = isSlash
        }
        return line
    }

    /// The body of the declaration on 0-based line `start` of `source`; nil when no brace opens.
    public init?(of source: [String], declaredAt start: Int) {
        guard source.indices.contains(start) else { return nil }
        var depth = 0, opening: Int?, lines: [Line] = []
        for index in start..<source.count {
            let code = Self.code(of: source[index])
            let before = depth
            for c in code { if c == "{" { depth += 1 } else if c == "}" { depth -= 1 } }
            if opening == nil, code.contains("{") { opening = index }
            guard let opening else { continue }
            if before > 0 { lines.append(Line(index: index, code: code, depth: before)) }
            if depth <= 0 {
                self.opening = opening
                self.closing = index
                self.lines = lines
                return
            }
        }
        return nil
    }
}
