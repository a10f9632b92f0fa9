import Foundation
import KataCatalog

/// A `lazy var` computed from state that changes (`= slot.bounds`, `= selectedChild`,
/// `= nextSection()`) keeps its first value for good: the line that reads it is right, the value it
/// reads is stale. The line to fix is the cache's declaration (issue 19).
extension CallSites {
    /// The declaration of a learner `lazy var` that `location`'s line reads, when its one-line
    /// initializer reads state rather than building an object; else `location`.
    static func cachedValueSource(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index) else { return location }
        let given = givenLines()
        let read = Set(words(inCode: codeLines[index]))
        for (i, code) in codeLines.enumerated() where i != index && !given.contains(i + 1) {
            guard let (name, initializer) = lazyDeclaration(code), read.contains(name), readsState(initializer) else { continue }
            return Finding.Location(file: location.file, line: i + 1)
        }
        return location
    }

    /// `(name, initializer)` of a one-line `lazy var name … = initializer`; nil for other lines and
    /// for an initializer that opens a block (`= { … }()` builds a view over several lines).
    static func lazyDeclaration(_ code: String) -> (String, String)? {
        guard let regex = try? NSRegularExpression(pattern: #"^\s*(?:(?:private|fileprivate|internal|public)\s+)?lazy\s+var\s+([A-Za-z_][A-Za-z0-9_]*)[^=]*=\s*(.+)$"#),
              let match = regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let name = Range(match.range(at: 1), in: code), let value = Range(match.range(at: 2), in: code)
        else { return nil }
        let initializer = code[value].trimmingCharacters(in: .whitespaces)
        guard !initializer.hasSuffix("{"), !initializer.hasSuffix("in") else { return nil }
        return (String(code[name]), initializer)
    }

    /// Whether an initializer reads state: anything but a plain `Type(…)` or a literal.
    static func readsState(_ initializer: String) -> Bool {
        let constructor = initializer.range(of: #"^[A-Z][A-Za-z0-9_.]*(<[^>]*>)?\([^()]*\)$"#, options: .regularExpression) != nil
        let literal = initializer.range(of: #"^(\[\]|\[:\]|nil|true|false|-?[0-9.]+|"[^"]*")$"#, options: .regularExpression) != nil
        return !constructor && !literal
    }
}
