import Foundation

/// Lines of a learner's file that a correct answer of the kata also has (its solution or an
/// alternative), compared with the names each file chose replaced by `_`: `addChild(tab)` and
/// `addChild(content)` are the same line. Such a line is rarely the mistake itself — what it reads
/// or what decided that it runs usually is — so the locator looks past it (issue 19;
/// `CallSites.cause(of:)`). Only which line to point at depends on this, never a verdict.
public enum ReferenceLines {
    /// 1-based lines of `learner` whose code, names normalised, is a line of one of `references`.
    /// Names the starter declares (given code: `slot`, `tabs`) are the kata's and stay as they are.
    public static func lines(learner: String, references: [String], starter: String) -> Set<Int> {
        let shared = declaredNames(in: starter.components(separatedBy: "\n"))
        var known = Set<String>()
        for reference in references {
            let lines = reference.components(separatedBy: "\n")
            let own = declaredNames(in: lines).subtracting(shared)
            for line in lines { known.insert(normalized(line, placeholders: own)) }
        }
        known.remove("")
        let lines = learner.components(separatedBy: "\n")
        let own = declaredNames(in: lines).subtracting(shared)
        var result = Set<Int>()
        for (index, line) in lines.enumerated() where known.contains(normalized(line, placeholders: own)) {
            result.insert(index + 1)
        }
        return result
    }

    /// `KATA_REFERENCE_LINES`' form, the same as given lines'.
    public static func encode(_ lines: Set<Int>) -> String { GivenCode.encode(lines) }
    public static func decode(_ text: String) -> Set<Int> { GivenCode.decode(text) }

    /// The line's tokens joined by single spaces, its comment cut, `self.` dropped and every name
    /// in `placeholders` written `_`.
    static func normalized(_ line: String, placeholders: Set<String>) -> String {
        var tokens = SwiftTokens.of(line)
        var index = 0
        while index + 1 < tokens.count {
            if tokens[index] == "self", tokens[index + 1] == "." { tokens.removeSubrange(index...index + 1) } else { index += 1 }
        }
        return tokens.map { placeholders.contains($0) ? "_" : $0 }.joined(separator: " ")
    }

    /// Names a file declares: constants, variables, functions, types, loop variables, parameters
    /// (their inner names) and closure parameters.
    public static func declaredNames(in lines: [String]) -> Set<String> {
        var names = Set<String>()
        for line in lines {
            let tokens = SwiftTokens.of(line)
            for (index, token) in tokens.enumerated() {
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                switch token {
                case "let", "var":
                    if SwiftTokens.isName(next) { names.insert(next) }
                    // `let (a, b) = …`, `case let .pair(a, b)`: every name in the parentheses.
                    if next == "(" || next == "." { names.formUnion(namesInParentheses(tokens, from: index + 1)) }
                case "func", "class", "struct", "enum", "typealias", "protocol", "for":
                    if SwiftTokens.isName(next) { names.insert(next) }
                    if token == "func" { names.formUnion(parameterNames(tokens, from: index + 2)) }
                case "init":
                    if next == "(" || next == "?" { names.formUnion(parameterNames(tokens, from: index + 1)) }
                case "{":
                    names.formUnion(closureParameters(tokens, from: index + 1))
                default:
                    break
                }
            }
        }
        names.remove("_")
        return names
    }

    /// Names inside the first parenthesised group at or after `start`.
    private static func namesInParentheses(_ tokens: [String], from start: Int) -> [String] {
        guard let open = tokens[start...].firstIndex(of: "(") else { return [] }
        var result: [String] = [], depth = 0
        for token in tokens[open...] {
            if token == "(" { depth += 1 } else if token == ")" { depth -= 1; if depth == 0 { break } }
            else if SwiftTokens.isName(token), token != "let", token != "var" { result.append(token) }
        }
        return result
    }

    /// Inner names of a parameter list: the name before each top-level `:`.
    private static func parameterNames(_ tokens: [String], from start: Int) -> [String] {
        guard let open = tokens[start...].firstIndex(of: "(") else { return [] }
        var result: [String] = [], depth = 0
        for index in open..<tokens.count {
            let token = tokens[index]
            if token == "(" || token == "[" || token == "<" { depth += 1 }
            else if token == ")" || token == "]" || token == ">" { depth -= 1; if depth == 0 { break } }
            else if token == ":", depth == 1, index > 0, SwiftTokens.isName(tokens[index - 1]) { result.append(tokens[index - 1]) }
        }
        return result
    }

    /// `{ a, b in`, `{ [weak self] (a) in`: the names before `in`.
    private static func closureParameters(_ tokens: [String], from start: Int) -> [String] {
        var index = start
        if index < tokens.count, tokens[index] == "[" {
            guard let close = tokens[index...].firstIndex(of: "]") else { return [] }
            index = close + 1
        }
        var names: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            if token == "in" { return names }
            if SwiftTokens.isName(token) { names.append(token) }
            else if ![",", "(", ")", "_"].contains(token) { return [] }
            index += 1
        }
        return []
    }
}

/// A line of Swift as tokens, enough to compare lines and find declarations: names (with `_` and
/// digits), string literals whole, numbers, and each other character alone; whitespace and a
/// trailing `//` comment dropped. Not a lexer: a line is read on its own.
public enum SwiftTokens {
    public static func of(_ line: String) -> [String] {
        var tokens: [String] = [], current = "", inString = false
        var characters = Array(line)[...]
        func flush() { if !current.isEmpty { tokens.append(current); current = "" } }
        while let c = characters.popFirst() {
            if inString {
                current.append(c)
                if c == "\\", let escaped = characters.popFirst() { current.append(escaped) }
                else if c == "\"" { inString = false; flush() }
                continue
            }
            if c == "\"" { flush(); current = "\""; inString = true; continue }
            if c == "/", characters.first == "/" { break }
            if c.isLetter || c.isNumber || c == "_" { current.append(c); continue }
            flush()
            if !c.isWhitespace { tokens.append(String(c)) }
        }
        flush()
        return tokens
    }

    /// A name a declaration can introduce (not a keyword the declarations above look past).
    public static func isName(_ token: String) -> Bool {
        guard let first = token.first, first.isLetter || first == "_" else { return false }
        return !["let", "var", "in", "inout", "_"].contains(token)
    }
}
