import Foundation
import KataCatalog

/// A condition written over several lines (`let finishes = gesture.state == .ended` then
/// `&& (…)`, a `guard` with one test per line) is right in its first line, the gate, far more
/// often than in the tests it adds below: a finding that names its first line names the last test
/// instead, the one that narrowed or widened what the condition lets through (issue 19).
extension CallSites {
    /// The last test line of the condition that starts on `location`'s line, when it goes on over
    /// the lines below with `||`, `&&`, or a `guard`/`if`'s commas (a binding aside); else `location`.
    static func lastClause(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index) else { return location }
        let head = codeLines[index].trimmingCharacters(in: .whitespaces)
        let isBranch = ["if ", "guard ", "} else if ", "while "].contains { head.hasPrefix($0) }
        var last = index, line = index
        while line + 1 < codeLines.count, line - index < 6 {
            let here = codeLines[line].trimmingCharacters(in: .whitespaces)
            let next = codeLines[line + 1].trimmingCharacters(in: .whitespaces)
            let joinsBoolean = ["||", "&&"].contains { here.hasSuffix($0) || next.hasPrefix($0) }
            let joinsComma = isBranch && here.hasSuffix(",") && !here.hasSuffix("{")
            guard joinsBoolean || joinsComma, !next.isEmpty, !next.hasPrefix("else"), !next.hasPrefix("{") else { break }
            line += 1
            let test = next.hasPrefix("||") || next.hasPrefix("&&") ? String(next.dropFirst(2)) : next
            let isBinding = ["let ", "var ", "case "].contains { test.trimmingCharacters(in: .whitespaces).hasPrefix($0) }
            if !isBinding { last = line }
            if next.hasSuffix("{") || next.contains(" else ") || next.hasSuffix("else") { break }
        }
        return last == index ? location : Finding.Location(file: location.file, line: last + 1)
    }
}
