import Foundation
import KataCatalog

/// A line that only hands on the learner's stored property (`{ statusBarOwner }`, `if isShowing {`,
/// `return current`) is right as written when the property holds the wrong value: the line to fix is
/// the write that put the value there (issue 19). Which writes ran is read from coverage; when
/// exactly one of them did, that is the line.
extension CallSites {
    /// The one learner write of the stored property `location`'s line hands on that ran in the
    /// current world; else `location`. Applied to every finding's place (`report`).
    /// `ranInAct`: the learner's lines that ran in each act of the scene.
    static func storedValueSource(_ location: Finding.Location, ranInAct readRan: @autoclosure () -> [Int: Set<Int>]) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), let name = handedOnName(codeLines[index]),
              assignment(of: name, before: index) == nil, storedVariables.contains(name) else { return location }
        let given = givenLines(), ranInAct = readRan()
        let ran = ranInAct.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        guard !ran.isEmpty else { return location }
        // A write below the reading line in its own method came after the read (the `guard`
        // that returned before it ran is what made the read wrong, not the write).
        let reader = enclosingFunction(of: index + 1)
        func writes(ranIn ran: Set<Int>) -> [Int] {
            codeLines.indices.filter { line in
                line != index && !given.contains(line + 1) && memberDeclarations[line] == nil
                    && !(reader != nil && line > index && enclosingFunction(of: line + 1) == reader)
                    && writeTarget(codeLines[line]) == name && blockRan(line + 1, in: ran)
            }
        }
        var found = writes(ranIn: ran)
        // Several ran: the one that ran in the last act that read the property (a flag set again
        // on a size change, too late or from the old traits), when one did.
        if found.count > 1, let reader,
           let act = ranInAct.keys.sorted().last(where: { act in ranInAct[act]!.contains { $0 >= reader && $0 <= index + 1 } }) {
            found = writes(ranIn: ranInAct[act]!)
        }
        guard found.count == 1 else { return location }
        return missedRewrite(of: found[0], readAt: index, ranInAct: ranInAct).map { Finding.Location(file: location.file, line: $0 + 1) }
            ?? Finding.Location(file: location.file, line: found[0] + 1)
    }

    /// A flag written once, in an earlier act (on appearing), and read stale in the last act that
    /// read it (a size-class change): the write is right; the act's own method never made it. That
    /// method is the one override of the learner's that ran in the reading act and in no act the
    /// write ran in (`willTransition(to:with:)`); the write belongs at its top (0-based line).
    private static func missedRewrite(of write: Int, readAt read: Int, ranInAct: [Int: Set<Int>]) -> Int? {
        guard let reader = enclosingFunction(of: read + 1) else { return nil }
        let writeActs = Set(ranInAct.keys.filter { blockRan(write + 1, in: ranInAct[$0]!) })
        guard let reading = ranInAct.keys.sorted().last(where: { act in ranInAct[act]!.contains { $0 >= reader && $0 <= read + 1 } }),
              !writeActs.contains(reading), writeActs.contains(where: { $0 < reading }) else { return nil }
        let fresh = codeLines.indices.compactMap { index -> Int? in
            guard index + 1 != reader, codeLines[index].contains("override func "),
                  let first = sourceBody(declaredAt: index)?.firstStatement?.index,
                  blockRan(first + 1, in: ranInAct[reading]!),
                  !writeActs.contains(where: { blockRan(first + 1, in: ranInAct[$0]!) }) else { return nil }
            return first
        }
        return fresh.count == 1 ? fresh[0] : nil
    }

    /// The one name a line hands on: what a branch decides on (`decidingName`, not called), or
    /// the value it hands on whole (`handedOnValue`).
    static func handedOnName(_ code: String) -> String? {
        guard let handed = decidingName(code) ?? handedOnValue(code), !handed.called else { return nil }
        return handed.name
    }

    /// Whether 1-based `line` ran, by edge coverage (`ran`: the first line of each block that
    /// ran): it did, or a line above it in its block did, or the method or closure whose body it
    /// opens the block of did (its first block is often named by the line that opens it).
    static func blockRan(_ line: Int, in ran: Set<Int>) -> Bool {
        if ran.contains(line) || ranAbove(line, in: ran) != nil { return true }
        var depth = 0
        for index in stride(from: line - 2, through: 0, by: -1) {
            let code = codeLines[index]
            for c in code.reversed() {
                if c == "}" { depth += 1 }
                if c == "{" { depth -= 1 }
            }
            guard depth < 0 else { continue }
            let head = code.trimmingCharacters(in: .whitespaces)
            let control = ["if ", "} else", "else", "guard ", "for ", "while ", "switch ", "case ", "default", "repeat"]
            return ran.contains(index + 1) && !control.contains { head.hasPrefix($0) }
        }
        return false
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
            guard !given.contains(index + 1), let declaration = memberDeclarations[index], !declaration.isFunc,
                  isStored(declaration) else { return nil }
            return declaration.name
        })
    }()

    /// Whether a `var` declaration stores its value: no getter body (observers and a closure's
    /// initial value allowed).
    static func isStored(_ declaration: MemberDeclaration) -> Bool {
        let rest = declaration.rest
        return !rest.contains("{") || rest.contains("didSet") || rest.contains("willSet") || rest.contains("= {") || rest.contains("={")
    }
}
