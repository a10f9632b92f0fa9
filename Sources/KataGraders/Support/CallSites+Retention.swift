import Foundation
import KataCatalog

/// Where a learner's code keeps an object that should have been released (issue 19): a release
/// check's timeline is all equal — nothing was called out of place — so the line to show is the one
/// that holds on. Read from the learner's source: a leak has few ways to happen.
extension CallSites {
    /// The first line, in this order of how often each keeps a container or a child alive:
    /// 1. a closure kept beyond its method — assigned to a property or handed to an initializer
    ///    (`relay.onMove = { … }`, `Listener { … }`) — with no weak or unowned capture, using `self`
    ///    (or, when it uses a local standing for `self`, that local's line), or stored on `self`;
    /// 2. a method of the learner's used as a value (`Listener(showOnTarget)`, `onMove = handle`);
    /// 3. `self` stored in another object's strong property (`relay.owner = self`): that
    ///    property's declaration, where `weak` belongs (the assignment, when the declaration is given);
    /// 4. an object put in a collection or a static, or stored in one of the learner's strong
    ///    properties (`lastHidden = content`);
    /// 5. a helper type's strong property holding a controller (`let container: ContainerViewController`).
    /// Given code is never chosen. Nil when none of these is in the file.
    static func retentionSite() -> Finding.Location? {
        guard let learnerSource, !codeLines.isEmpty else { return nil }
        let given = givenLines()
        let lines = (1...codeLines.count).filter { !given.contains($0) }
        let tokens = codeLines.map(SwiftTokensOfLine.of)
        // The learner's methods, less names also used for a parameter or a local
        // (`func mapViewController(_ mapViewController: …)`: the name is then a value).
        let values = Set(tokens.flatMap { line in
            line.indices.compactMap { i in
                (i + 1 < line.count && line[i + 1] == ":" && line.contains("func")) || (i > 0 && ["let", "var"].contains(line[i - 1]))
                    ? line[i] : nil
            }
        })
        let methods = Set(tokens.flatMap { line in line.indices.compactMap { line[$0] == "func" && $0 + 1 < line.count ? line[$0 + 1] : nil } })
            .subtracting(values)
        var aliases: [String: Int] = [:]
        var strongProperties: [String: Int] = [:]   // name → its declaration's line
        for (index, line) in tokens.enumerated() {
            if line.count == 4, ["let", "var"].contains(line[0]), line[2] == "=", line[3] == "self" { aliases[line[1]] = index + 1 }
            // A property (declared outside any method) held strongly.
            if let v = line.firstIndex(of: "var"), v + 1 < line.count, !line.contains("weak"), !line.contains("unowned"),
               enclosingFunction(of: index + 1) == nil {
                strongProperties[line[v + 1]] = strongProperties[line[v + 1]] ?? index + 1
            }
        }
        func at(_ line: Int) -> Finding.Location { Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: line) }
        for line in lines {
            if let site = keptClosure(line: line, tokens: tokens[line - 1], aliases: aliases) { return at(site) }
        }
        if let line = lines.first(where: { usesMethodAsValue(tokens[$0 - 1], methods: methods) }) { return at(line) }
        // `self` kept in another object's strong property: the fix is that property's `weak`.
        if let (line, property) = lines.lazy.compactMap({ line in
            strongPropertyTakingSelf(tokens[line - 1], strongProperties).map { (line, $0) }
        }).first {
            return at(strongProperties[property].flatMap { given.contains($0) ? nil : $0 } ?? line)
        }
        let detectors: [(Int, [String]) -> Bool] = [
            { _, t in storesInCollectionOrStatic(t) },
            { _, t in storesInProperty(t, Set(strongProperties.keys)) },
            { line, t in holdsControllerStrongly(line: line, t) },
        ]
        for detect in detectors {
            if let line = lines.first(where: { detect($0, tokens[$0 - 1]) }) { return at(line) }
        }
        return nil
    }

    /// Line `line` opens a closure that outlives its method and keeps something strongly: the line,
    /// or the line of the local standing for `self` that it uses.
    private static func keptClosure(line: Int, tokens: [String], aliases: [String: Int]) -> Int? {
        guard let open = tokens.firstIndex(of: "{"), open > 0 else { return nil }
        let before = Array(tokens[..<open])
        let assigned = before.last == "=" && !(["let", "var"].contains(before.first ?? "") && !before.contains("lazy"))
        // `Listener { … }`, `MapListener(onMove: { … })`: an initializer keeps what it is given.
        let initializerName = before.last == "(" || before.last == ":" ? before.first { $0.first?.isUppercase == true } : before.last
        let declares = before.contains { ["class", "struct", "enum", "extension", "protocol", "func", "init", "get", "set"].contains($0) }
            || ((before.contains("var") || before.contains("let")) && before.contains(":") && !before.contains("="))   // `var x: T {`
        let handedToInitializer = !assigned && !declares && (initializerName?.first?.isUppercase ?? false) && !before.contains("UIView")
        guard assigned || handedToInitializer else { return nil }
        let capture = tokens[(open + 1)...].prefix { $0 != "in" }
        if capture.first == "[", capture.contains("weak") || capture.contains("unowned") { return nil }
        guard let body = SourceBody(of: sourceLines, declaredAt: line - 1) else { return nil }
        let used = Array(tokens[(open + 1)...]) + body.lines.flatMap { SwiftTokensOfLine.of($0.code) }
        if used.contains("self") { return line }
        if let alias = used.compactMap({ aliases[$0] }).first { return alias }
        // Stored on `self` itself (`pendingFinish = { … }`): whatever it captures lives as long.
        let onSelf = assigned && (before.count == 2 || before.starts(with: ["self", "."]) && before.count == 4)
        return onSelf && used.contains(where: { $0.first?.isLetter == true && $0 != "in" }) ? line : nil
    }

    /// A learner method named without being called: a value that keeps its owner.
    private static func usesMethodAsValue(_ tokens: [String], methods: Set<String>) -> Bool {
        guard !tokens.contains("func"), !tokens.contains("selector") else { return false }
        // After `(`, `,`, `=` or `:` (an argument or a value), not followed by a call's `(` or `{`.
        return tokens.indices.contains { index in
            index > 0 && methods.contains(tokens[index]) && ["(", ",", "=", ":"].contains(tokens[index - 1])
                && (index + 1 == tokens.count || !["(", "{"].contains(tokens[index + 1]))
        }
    }

    /// `x.append(object)`, `x.insert(object, …)`, `x[key] = object`, `Self.x = object`.
    private static func storesInCollectionOrStatic(_ tokens: [String]) -> Bool {
        for (index, token) in tokens.enumerated() where index > 0 && index + 2 < tokens.count {
            if ["append", "insert"].contains(token), tokens[index - 1] == ".", tokens[index + 1] == "(",
               isIdentifier(tokens[index + 2]) { return true }
        }
        guard let equals = tokens.firstIndex(of: "="), equals > 0, equals + 2 == tokens.count,
              isIdentifier(tokens[equals + 1]), tokens[equals + 1] != "nil" else { return false }
        return tokens[equals - 1] == "]" || tokens.first == "Self" || tokens.contains("static")
    }

    /// `other.property = self`, where the learner declares `property` without `weak`: the property.
    private static func strongPropertyTakingSelf(_ tokens: [String], _ properties: [String: Int]) -> String? {
        guard tokens.count >= 5, tokens.last == "self", tokens[tokens.count - 2] == "=", tokens.first != "self",
              tokens[tokens.count - 4] == ".", properties[tokens[tokens.count - 3]] != nil else { return nil }
        return tokens[tokens.count - 3]
    }

    /// A stored property of a helper type (not the learner's container, which holds its children
    /// by design) whose type is a controller, held strongly.
    private static func holdsControllerStrongly(line: Int, _ tokens: [String]) -> Bool {
        guard let colon = tokens.firstIndex(of: ":"), colon >= 2, ["var", "let"].contains(tokens[colon - 2]),
              !tokens.contains("weak"), !tokens.contains("unowned"), !tokens.contains("="), !tokens.contains("{"),
              tokens[(colon + 1)...].contains(where: { $0.hasSuffix("Controller") }) else { return false }
        let owner = stride(from: line - 1, through: 1, by: -1).first { codeLines[$0 - 1].contains("class ") }
        return owner.map { !codeLines[$0 - 1].contains("ContainerViewController") } ?? false
    }

    /// `property = object` for one of the learner's strong properties.
    private static func storesInProperty(_ tokens: [String], _ properties: Set<String>) -> Bool {
        guard tokens.count == 3, tokens[1] == "=", properties.contains(tokens[0]) else { return false }
        return isIdentifier(tokens[2]) && !["nil", "true", "false"].contains(tokens[2])
    }
}

/// The opposite mistake: an object that should have been kept, released because the learner's own
/// holder for it keeps it weakly.
extension CallSites {
    /// A released object the learner meant to keep in a holder of its own (a keeper, a box, a
    /// table's entry) whose property for it is `weak`: that declaration, where the keep is undone
    /// (`weak var delegate: UIViewControllerTransitioningDelegate?`). `type`: the object's type
    /// as spelled in the declaration. Nil when the file declares no such property.
    static func weakHolderSite(ofType type: String) -> Finding.Location? {
        guard let learnerSource, let index = codeLines.indices.first(where: { i in
            !givenLines().contains(i + 1)
                && codeLines[i].range(of: #"\bweak\s+(var|let)\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*(any\s+)?\#(type)\b"#,
                                      options: .regularExpression) != nil
        }) else { return nil }
        return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: index + 1)
    }
}

/// A line's tokens (names, strings whole, each other character alone), its comment cut.
enum SwiftTokensOfLine {
    static func of(_ line: String) -> [String] {
        var tokens: [String] = [], current = "", inString = false
        func flush() { if !current.isEmpty { tokens.append(current); current = "" } }
        var characters = Array(line)[...]
        while let c = characters.popFirst() {
            if inString {
                current.append(c)
                if c == "\\", let escaped = characters.popFirst() { current.append(escaped) } else if c == "\"" { inString = false; flush() }
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
}
