import Foundation
import KataCatalog

extension CallSites {
    /// The learner's lines that a correct answer of the kata also has, names aside
    /// (`KATA_REFERENCE_LINES`, from the runner; empty without it).
    static let referenceLines: Set<Int> = ProcessInfo.processInfo.environment["KATA_REFERENCE_LINES"].map(ReferenceLines.decode) ?? []

    /// How far from the judged line its cause may be: a local or a condition a few lines up, in the
    /// same method (farther, the link is too weak to send a learner there).
    static let causeReach = 7

    /// Where the mistake behind a judged line is (issue 19). A line a correct answer also has —
    /// `addChild(tab)`, `other.updateAnnotationLocation(…)` — is rarely the mistake: what it reads
    /// or what decided that it ran usually is. Looked at in this order: the declarations of the
    /// locals the line reads (above it in its method, or a `lazy` property), then the conditions
    /// around it (`if`/`guard`/`switch`/loop lines holding it, `guard`s above it in its method);
    /// the first within `causeReach` lines that no correct answer has. Otherwise the line itself.
    /// Not for a line in `asIs` (`placesAsIs`): a call the journal shows out of order, or the place
    /// a missing call belongs.
    static func cause(of location: Finding.Location, unless asIs: Set<Int> = []) -> Finding.Location {
        let line = location.line
        guard referenceLines.contains(line), !asIs.contains(line), (learnerSource as NSString?)?.lastPathComponent == location.file,
              let method = enclosingFunction(of: line), let body = SourceBody(of: sourceLines, declaredAt: method - 1)
        else { return location }
        let given = givenLines()
        func suspect(_ candidate: Int) -> Bool {
            guard candidate != line, abs(candidate - line) <= causeReach, !referenceLines.contains(candidate),
                  !given.contains(candidate), codeLines.indices.contains(candidate - 1) else { return false }
            let tokens = SwiftTokens.of(codeLines[candidate - 1]).filter { $0 != "{" && $0 != "}" }
            return tokens.contains { $0.first?.isLetter == true } && tokens != ["else"]
        }
        let found = (declarations(readOn: line, inMethodAt: method) + conditions(around: line, in: body)).first(where: suspect)
        return found.map { Finding.Location(file: location.file, line: $0) } ?? location
    }

    /// The lines declaring the locals line `line` reads (in the order it reads them): the nearest
    /// declaration above it in the method declared on line `method`, else a `lazy` property.
    private static func declarations(readOn line: Int, inMethodAt method: Int) -> [Int] {
        let tokens = SwiftTokens.of(codeLines[line - 1])
        var read: [String] = []
        for (index, token) in tokens.enumerated() where SwiftTokens.isName(token) && !read.contains(token) {
            let member = index > 0 && tokens[index - 1] == "."
            let label = index + 1 < tokens.count && tokens[index + 1] == ":"
            if !member, !label { read.append(token) }
        }
        return read.compactMap { name in
            if let local = stride(from: line - 1, to: method, by: -1).first(where: {
                ReferenceLines.declaredNames(in: [codeLines[$0 - 1]]).contains(name)
            }) { return local }
            return codeLines.indices.first { index in
                SwiftTokens.of(codeLines[index]).contains("lazy") && ReferenceLines.declaredNames(in: [codeLines[index]]).contains(name)
            }.map { $0 + 1 }
        }
    }

    /// The lines that decided whether line `line` runs: each `if`/`guard`/`switch`/`case`/`else`/
    /// loop line whose block holds it, and each `guard` above it at its level or outside, nearest
    /// first, within the method `body`.
    private static func conditions(around line: Int, in body: SourceBody) -> [Int] {
        let depth = Dictionary(body.lines.map { ($0.index + 1, $0.depth) }, uniquingKeysWith: { first, _ in first })
        guard var level = depth[line] else { return [] }
        var found: [Int] = []
        for candidate in stride(from: line - 1, to: body.opening + 1, by: -1) {
            guard let at = depth[candidate] else { continue }
            var tokens = SwiftTokens.of(codeLines[candidate - 1])[...]
            if tokens.first == "}" { tokens = tokens.dropFirst() }
            guard let keyword = tokens.first else { continue }
            if at < level, ["if", "guard", "switch", "case", "else", "for", "while"].contains(keyword) {
                found.append(candidate)
                level = at
            } else if at <= level, keyword == "guard" {
                found.append(candidate)
            }
        }
        return found
    }
}
