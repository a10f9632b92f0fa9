import Foundation

/// The starter's given code (between a `// MARK: Given` line and the next `// MARK:` line, or a
/// declaration documented `/// Given:`) is correct as shipped, so a finding never sends a learner
/// there — unless the learner changed it (issue 19): a line they added or edited in it is theirs.
public enum GivenCode {
    /// 1-based lines of `source` inside its given blocks.
    public static func lines(of source: String) -> Set<Int> {
        Set(blocks(of: source).map(\.line))
    }

    /// 1-based lines of the learner's `source` inside given blocks that are as the `starter`
    /// ships them (the same text, ignoring indentation, as many times as the starter has it).
    public static func unchangedLines(learner source: String, starter: String) -> Set<Int> {
        var shipped: [String: Int] = [:]
        for entry in blocks(of: starter) { shipped[entry.text, default: 0] += 1 }
        var result = Set<Int>()
        for entry in blocks(of: source) where shipped[entry.text, default: 0] > 0 {
            shipped[entry.text]! -= 1
            result.insert(entry.line)
        }
        return result
    }

    /// `KATA_GIVEN_LINES`' form: ascending line numbers joined by commas.
    public static func encode(_ lines: Set<Int>) -> String { lines.sorted().map(String.init).joined(separator: ",") }

    public static func decode(_ text: String) -> Set<Int> { Set(text.split(separator: ",").compactMap { Int($0) }) }

    /// Given code is marked two ways: a `// MARK: Given` section (up to the next `// MARK:`), or
    /// one declaration whose doc comment starts `/// Given:` (the declaration and its body).
    private static func blocks(of source: String) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = [], inGiven = false
        // For a `/// Given:` declaration: whether its body has opened, and how deep its braces are.
        var declaration: (opened: Bool, depth: Int)?
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if let mark = line.range(of: "// MARK:") {
                inGiven = line[mark.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix("Given")
                declaration = nil
                continue
            }
            if text.hasPrefix("/// Given:") { declaration = (false, 0); continue }
            if var open = declaration, !text.hasPrefix("///") {
                let code = SourceBody.code(of: text)
                open.depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                open.opened = open.opened || code.contains("{")
                result.append((index + 1, text))
                // Done when its body closes, or at once for a body-less `let x = …` (a signature
                // over several lines, or an attribute, goes on).
                let bodyless = !open.opened && code.contains("=") && !text.hasPrefix("@")
                declaration = (open.opened && open.depth <= 0) || bodyless ? nil : open
                continue
            }
            if inGiven { result.append((index + 1, text)) }
        }
        return result
    }
}
