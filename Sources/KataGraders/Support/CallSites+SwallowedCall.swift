import Foundation
import KataCatalog

/// A call the learner makes on `self` (`setNeedsStatusBarAppearanceUpdate()`) is right as written
/// when the learner also overrides that method and the override never calls `super`: UIKit never
/// hears the call, and the override is what to fix (issue 19).
extension CallSites {
    /// The override's first statement (where `super` belongs) when `location`'s line calls, on
    /// `self`, a method the learner overrides without a `super` call of it; else `location`.
    static func swallowedCall(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        let code = codeLines.indices.contains(index) ? codeLines[index] : ""
        guard let match = selfCall?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let called = Range(match.range(at: 1), in: code) else { return location }
        let name = String(code[called])
        guard let declaration = firstLine(containing: "override func \(name)(").map({ $0.line - 1 }),
              declaration != enclosingFunction(of: location.line).map({ $0 - 1 }),
              let body = sourceBody(declaredAt: declaration),
              !body.lines.contains(where: { $0.code.contains("super.\(name)(") }) else { return location }
        return Finding.Location(file: location.file, line: (body.firstStatement?.index ?? declaration) + 1)
    }

    /// A statement that calls a method on `self` (`setNeedsLayout()`, `self.reload()`): its name.
    private static let selfCall = try? NSRegularExpression(pattern: #"^\s*(?:self\.)?([a-z][A-Za-z0-9_]*)\("#)
}
