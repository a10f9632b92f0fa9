import Foundation
import KataCatalog

/// A wrong value is often right where it is used and wrong where it was read: a frame computed
/// from `UIScreen.main.bounds`, a height from a width, a column from `view.bounds` in a method
/// UIKit hands the new size (the view still has the old one). These reads are the mistakes the
/// guide and the kata READMEs warn about, whatever the kata; when the line a check names is
/// computed from exactly one of them, that read is the line to fix (issue 19).
extension CallSites {
    /// The one suspect read behind `location`'s line — in a local it uses (followed up to three
    /// steps) or in the body of a helper of the learner's it calls — else `location`. A line
    /// that itself reads one is already the line.
    static func suspectReadSource(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), !isSuspectRead(index),
              codeLines[index].range(of: #"\b(func|class|struct|extension)\s"#, options: .regularExpression) == nil
        else { return location }
        let given = givenLines()
        let suspects = linesFeeding(index).filter { !given.contains($0 + 1) && isSuspectRead($0) }
        guard suspects.count == 1, let line = suspects.first else { return location }
        return Finding.Location(file: location.file, line: line + 1)
    }

    /// When nothing feeds `location`'s line from a suspect read: the one suspect read in the
    /// learner's file that ran in the scene (`ran`, 1-based), wherever it is — a value read there
    /// reached the check by a path the source does not spell (a stored flag, `super`'s argument,
    /// UIKit's call of another override). Else `location`.
    static func ranSuspectRead(_ location: Finding.Location, ran: Set<Int>) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), !isSuspectRead(index) else { return location }
        let given = givenLines()
        let suspects = codeLines.indices.filter { i in
            !given.contains(i + 1) && isSuspectRead(i) && reached(i + 1, in: ran)
        }
        guard suspects.count == 1, let line = suspects.first else { return location }
        return Finding.Location(file: location.file, line: line + 1)
    }

    /// The 0-based lines whose values reach 0-based line `index`: the assignments of the locals
    /// it reads (and of theirs, three steps deep), the writes of the stored properties it reads,
    /// the `if` whose arm holds it, and every line of the learner's helpers they call
    /// (`bottomHalf(of:)`, an override such as `size(forChildContentContainer:…)`).
    static func linesFeeding(_ index: Int) -> Set<Int> {
        var found = Set<Int>(), frontier = [index]
        for _ in 0..<3 {
            var next: [Int] = []
            for line in frontier {
                if let fork = armingIf(of: line), found.insert(fork).inserted { next.append(fork) }
                let tokens = SwiftTokensOfLine.of(codeLines[line])
                for (k, name) in tokens.enumerated() where isIdentifier(name) {
                    if let made = assignment(of: name, before: line), made != line, found.insert(made).inserted {
                        next.append(made)
                    } else if storedVariables.contains(name), k == 0 || tokens[k - 1] != "." || (k >= 2 && tokens[k - 2] == "self") {
                        for write in storedWrites(of: name) where found.insert(write).inserted { next.append(write) }
                    }
                    if k + 1 < tokens.count, tokens[k + 1] == "(" || codeLines[line].contains("\(name)("),
                       let body = helperBody(name) {
                        found.formUnion(body)
                    }
                }
            }
            frontier = next
        }
        return found
    }

    /// The 0-based lines that assign stored property `name` (`self.showsBoth = …`).
    private static func storedWrites(of name: String) -> [Int] {
        codeLines.indices.filter {
            codeLines[$0].contains(name) && codeLines[$0].range(of: #"^\s*(self\.)?\#(name)\s*[-+*/]?=(?!=)"#, options: .regularExpression) != nil
        }
    }

    /// Every 0-based line of the body of the learner's method `name` (an override too), or nil
    /// when the file declares none.
    private static func helperBody(_ name: String) -> [Int]? {
        guard let start = codeLines.indices.first(where: { codeLines[$0].contains("func \(name)(") }),
              let body = sourceBody(declaredAt: start) else { return nil }
        return body.lines.map(\.index)
    }

    /// Whether 0-based line `index` reads a value the guide warns against: the screen's bounds
    /// (a container sizes from its own view), the presenting controller's view (a presentation
    /// controller sizes from its container view), one axis for the other (`height: size.width`,
    /// a horizontal `x` over a `height`), or — straight in a method UIKit hands a `CGSize` (the
    /// new size) — a view's `bounds`/`frame`, which still hold the old one.
    static func isSuspectRead(_ index: Int) -> Bool {
        // (Asked of every line by each failing check: each line's answer is kept.)
        suspectReads(index) { readsSuspectValue(index) }
    }
    private static let suspectReads = Kept<Int, Bool>()

    private static func readsSuspectValue(_ index: Int) -> Bool {
        let code = codeLines[index]
        // (The container's own `view.frame`: its place in its parent, never its children's; its own
        // `preferredContentSize`: what it asks of its parent, never what a child asks of it.)
        // Each shape with the words it cannot match without: a line lacking one is not tried.
        let shapes: [(words: [String], pattern: String)] = [
            (["UIScreen"], #"\bUIScreen\.main\b"#),
            (["presentingViewController"], #"\bpresentingViewController\??\.view\b"#),
            (["view.frame"], #"(?<![A-Za-z0-9_.])(self\.)?view\.frame\b(?!\s*[-+*/]?=[^=])"#),
            (["preferredContentSize"], #"(?<![A-Za-z0-9_.])(self\.)?preferredContentSize\b(?!\s*[-+*/]?=[^=])"#),
            ([".x", "/", "height"], #"\.x\b[^,;=]*/[^,;]*\bheight\b"#),
            ([".y", "/", "width"], #"\.y\b[^,;=]*/[^,;]*\bwidth\b"#)]
        if shapes.contains(where: { shape in
            shape.words.allSatisfy(code.contains) && code.range(of: shape.pattern, options: .regularExpression) != nil
        }) { return true }
        if crossesAxes(code) { return true }
        if code.contains(".bounds") || code.contains(".frame"),
           code.range(of: #"\b(view|containerView)\??\.(bounds|frame)\b"#, options: .regularExpression) != nil,
           isHandedNew(": CGSize", at: index) { return true }
        // `traitCollection` in `willTransition(to newCollection:with:)`: still the old traits
        // (unless the line compares them with the new ones).
        guard code.contains("traitCollection"),
              code.range(of: #"(?<![A-Za-z0-9_.])(self\.)?traitCollection\b"#, options: .regularExpression) != nil,
              let method = enclosingFunction(of: index + 1),
              let signature = codeLines[method - 1].range(of: #"\(to\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*UITraitCollection"#, options: .regularExpression)
        else { return false }
        let newTraits = SwiftTokensOfLine.of(String(codeLines[method - 1][signature]))[2]
        return !SwiftTokensOfLine.of(code).contains(newTraits) && isHandedNew("UITraitCollection", at: index)
    }

    /// A `height:` argument computed from a width alone, or a `width:` from a height alone.
    private static func crossesAxes(_ code: String) -> Bool {
        for (label, other) in [("height", "width"), ("width", "height")] {
            guard code.contains(label + ":"),
                  let range = code.range(of: #"(?<![A-Za-z0-9_])\#(label):"#, options: .regularExpression) else { continue }
            var depth = 0, argument = ""
            for c in code[range.upperBound...] {
                if c == "(" || c == "[" { depth += 1 }
                if c == ")" || c == "]" { if depth == 0 { break }; depth -= 1 }
                if c == ",", depth == 0 { break }
                argument.append(c)
            }
            let words = Set(SwiftTokensOfLine.of(argument))
            if words.contains(other), !words.contains(label) { return true }
        }
        return false
    }

    /// Whether 0-based line `index` is in a method whose signature matches `parameter` (a
    /// `CGSize`, as in `viewWillTransition(to size:with:)` and `size(forChildContentContainer:
    /// withParentContainerSize:)`; the traits `willTransition(to:with:)` is handed), outside any
    /// closure in it (an alongside animation runs once the view has the new size and traits).
    private static func isHandedNew(_ parameter: String, at index: Int) -> Bool {
        guard let declaration = enclosingFunction(of: index + 1),
              let body = sourceBody(declaredAt: declaration - 1) else { return false }
        let signature = codeLines[(declaration - 1)...body.opening].joined()
        guard signature.range(of: parameter, options: .regularExpression) != nil else { return false }
        // An unclosed `{` between the body's opening and the line that is not a statement's.
        var open: [Int] = []
        for line in body.lines where line.index > body.opening && line.index < index {
            for c in line.code {
                if c == "{" { open.append(line.index) }
                if c == "}" { _ = open.popLast() }
            }
        }
        let statement = #"^\s*(\}\s*)?(if|guard|for|while|switch|else|case|default|do|defer|repeat)\b"#
        return open.allSatisfy { codeLines[$0].range(of: statement, options: .regularExpression) != nil }
    }
}
