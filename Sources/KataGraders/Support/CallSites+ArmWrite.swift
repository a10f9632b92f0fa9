import Foundation
import KataCatalog

/// A write made in one arm of an `if` whose other arm writes the same thing differently
/// (`primary.view.frame = bounds` under `else`) was right for the arm it is in: the `if` took the
/// wrong arm, and what it decided on is the line to fix (issue 19). The same for a `guard` whose
/// `else` writes it and returns.
extension CallSites {
    /// For a learner write on `write`'s line: what the `if` or `guard` that chose it decided on,
    /// when another arm of it writes the same target; else nil.
    static func chosenArm(of write: Finding.Location) -> Finding.Location? {
        let index = write.line - 1
        guard codeLines.indices.contains(index), let target = writeTarget(codeLines[index]),
              let method = enclosingFunction(of: write.line) else { return nil }
        func writes(_ line: Int) -> Bool { line != index && writeTarget(codeLines[line]) == target }
        if let fork = armingIf(of: index), let body = sourceBody(declaredAt: fork) {
            let mine = arm(of: index, at: fork)
            if body.lines.contains(where: { writes($0.index) && armingIf(of: $0.index) == fork && arm(of: $0.index, at: fork) != mine }) {
                return Finding.Location(file: write.file, line: conditionOrigin(fork) + 1)
            }
            return nil
        }
        // Below a `guard … else { target = …; return }` of the same method, at its level.
        for line in stride(from: index - 1, through: method, by: -1) {
            let code = codeLines[line].trimmingCharacters(in: .whitespaces)
            guard code.hasPrefix("guard "), let body = sourceBody(declaredAt: line), body.closing < index else { continue }
            if body.lines.contains(where: { writes($0.index) }) { return Finding.Location(file: write.file, line: line + 1) }
        }
        return nil
    }

    /// What an assignment line writes, `self.` aside (`primary.view.frame`, `statusBarOwner`); nil
    /// for a declaration or any other line.
    static func writeTarget(_ code: String) -> String? {
        guard let match = writeShape?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let found = Range(match.range(at: 1), in: code) else { return nil }
        return String(code[found])
    }

    private static let writeShape = try? NSRegularExpression(pattern: #"^\s*(?:\}\s*else\s*\{\s*)?(?:self\.)?([A-Za-z_][A-Za-z0-9_]*(?:\??\.[A-Za-z_][A-Za-z0-9_]*)*)\s*=(?!=)"#)
}
