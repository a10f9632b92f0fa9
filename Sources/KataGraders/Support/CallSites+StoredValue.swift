import Foundation
import KataCatalog

/// A line that only hands on the learner's stored property (`{ statusBarOwner }`, `if isShowing {`,
/// `return current`) is right as written when the property holds the wrong value: the line to fix is
/// the write that put the value there (issue 19). Which writes ran is read from coverage; when
/// exactly one of them did, that is the line.
extension CallSites {
    /// The one learner write of the stored property `location`'s line hands on that ran in the
    /// current world; else `location`. Applied to every finding's place (`report`).
    /// `ran`: the learner's lines that ran in the scene.
    static func storedValueSource(_ location: Finding.Location, ran readRan: @autoclosure () -> Set<Int>) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), let name = handedOnName(codeLines[index]),
              assignment(of: name, before: index) == nil, storedVariables.contains(name) else { return location }
        let given = givenLines(), ran = readRan()
        guard !ran.isEmpty else { return location }
        // A write below the reading line in its own method came after the read (the `guard`
        // that returned before it ran is what made the read wrong, not the write).
        let reader = enclosingFunction(of: index + 1)
        let writes = codeLines.indices.filter { line in
            line != index && !given.contains(line + 1) && memberDeclarations[line] == nil
                && !(reader != nil && line > index && enclosingFunction(of: line + 1) == reader)
                && writeTarget(codeLines[line]) == name
                && (ran.contains(line + 1) || ranAbove(line + 1, in: ran) != nil)
        }
        guard writes.count == 1 else { return location }
        return Finding.Location(file: location.file, line: writes[0] + 1)
    }

    /// The one name a line hands on: what a branch decides on (`decidingName`, not called), or
    /// the value it hands on whole (`handedOnValue`).
    static func handedOnName(_ code: String) -> String? {
        guard let handed = decidingName(code) ?? handedOnValue(code), !handed.called else { return nil }
        return handed.name
    }

    /// The one value a line hands on whole: what it answers (`return X`, a getter `{ X }`, a
    /// one-line body `X`) or names (`let x = X`, `x = X`); `called` for `X()`.
    static func handedOnValue(_ code: String) -> (name: String, called: Bool)? {
        let range = NSRange(code.startIndex..., in: code)
        // A bare `X` line is a one-line body's answer; a bare `X()` is a statement, not a value.
        let bare = handedOnBare?.firstMatch(in: code, range: range)
        guard let match = bare ?? handedOnShape?.firstMatch(in: code, range: range),
              let found = Range(match.range(at: 1), in: code) else { return nil }
        let name = String(code[found])
        guard !["nil", "self", "super", "true", "false", "return", "break", "continue"].contains(name) else { return nil }
        return (name, bare == nil && match.range(at: 2).location != NSNotFound)
    }

    private static let handedOnBare = try? NSRegularExpression(pattern: #"^\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*$"#)
    private static let handedOnShape = try? NSRegularExpression(pattern:
        #"(?:^\s*return\s+|\{\s*|^\s*(?:(?:let|var)\s+)?[A-Za-z_][A-Za-z0-9_]*\s*(?::[^=]*)?=\s*)(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)(\(\))?\s*(?:\}\s*)?$"#)

    /// The learner's stored `var`s (a declaration with no getter body; observers allowed), read once.
    static let storedVariables: Set<String> = {
        let given = givenLines()
        return Set(memberDeclarations.indices.compactMap { index in
            guard !given.contains(index + 1), let declaration = memberDeclarations[index], !declaration.isFunc else { return nil }
            let rest = declaration.rest
            let isComputed = rest.contains("{") && !rest.contains("didSet") && !rest.contains("willSet")
                && !rest.contains("= {") && !rest.contains("={")
            return isComputed ? nil : declaration.name
        })
    }()
}
