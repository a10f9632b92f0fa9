import Foundation
@_spi(Simulator) import UIKitSim
import KataCatalog

/// A guard that let a method through once and turned it away later, on state the learner keeps
/// (`guard incoming == nil`, `guard !isFlipping`, a "pending" flag): the guard is right, the state
/// was never reset. What should have reset it is what ran last before the refusal — the end of
/// the cancel's completion, of the previous flip, of the method that set the flag (issue 19).
extension CallSites {
    /// `location` when it is not such a guard; else the learner's last line that ran, as the
    /// journal shows, before the act in which the guard refused. `refusedIn`: the act of the
    /// difference the location was chosen for, when known (a later refusal of the selected tab
    /// is right, not the one the check found).
    static func staleStateReset(_ location: Finding.Location, _ sighting: Sighting, refusedIn due: Int?) -> Finding.Location {
        #if os(Linux) && canImport(Runtime)
        let index = location.line - 1
        guard codeLines.indices.contains(index),
              codeLines[index].range(of: #"\breturn\b"#, options: .regularExpression) != nil,
              let condition = (max(0, index - 2)...index).reversed().first(where: { i in
                  let code = codeLines[i].trimmingCharacters(in: .whitespaces)
                  return code.hasPrefix("guard ") || code.hasPrefix("if ")
              }),
              SwiftTokensOfLine.of(codeLines[condition]).contains(where: keptState.contains),
              let method = enclosingFunction(of: condition + 1),
              let body = sourceBody(declaredAt: method - 1) else { return location }
        // Lines of the method past the exit: what the method does when the guard lets it through.
        let past = Set(body.lines.map { $0.index + 1 }.filter { $0 > location.line })
        func madePast(_ call: Sighting.Call) -> Bool { learnerFrames(ofStack: call.stack).contains { past.contains($0.line) } }
        // The refusal: the latest act in which the guard ran and the method made nothing past it,
        // after an act in which it did.
        let ran = sighting.ranInAct
        guard let refusal = ran.keys.filter({ act in
                  (due == nil || act == due) && ran[act]?.contains(condition + 1) == true
                      && !sighting.calls.contains { $0.act == act && madePast($0) }
              }).max(),
              sighting.calls.contains(where: { $0.act < refusal && madePast($0) }) else { return location }
        // The last call before it, at the level of the guarded method when it ran there (the line in
        // `select` that called a helper, the completion written inside it), else where it was entered.
        let given = givenLines()
        let inMethod = Set(body.lines.map { $0.index + 1 })
        for call in sighting.calls.reversed() where call.act < refusal {
            let frames = learnerFrames(ofStack: call.stack).filter { !given.contains($0.line) }
            if let here = frames.first(where: { inMethod.contains($0.line) }) ?? frames.last { return here }
        }
        #endif
        return location
    }

    /// State the learner keeps: the stored `var`s of the learner's file that its code assigns
    /// somewhere (`incoming = next`, `self.isFlipping = true`), read once.
    static let keptState: Set<String> = {
        let declared = Set(memberDeclarations.compactMap { $0.flatMap { $0.isFunc ? nil : $0.name } })
        return declared.filter { name in
            guard let assigned = regex(#"(^|[^A-Za-z0-9_.]|self\.)\#(name)\s*=(?!=)"#) else { return false }
            return codeLines.indices.contains { i in
                let code = codeLines[i]
                return memberDeclarations[i] == nil && !code.contains("let ")
                    && assigned.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            }
        }
    }()
}

extension CallSites {
    /// A line that reads kept state through an optional binding (`if let old = selectedIndex`,
    /// `guard let current = selectedIndex`) after its method — or the method that called its
    /// helper — has already overwritten that state (`selectedIndex = index` above): it read the
    /// new value where it meant the old one; the write is the line to move. Nil otherwise.
    static func overwrittenBeforeRead(_ location: Finding.Location) -> Finding.Location? {
        let index = location.line - 1
        guard codeLines.indices.contains(index), let method = enclosingFunction(of: location.line) else { return nil }
        // The state read: bound on this line, or bound above it in its method to a name it uses.
        let used = Set(SwiftTokensOfLine.of(codeLines[index]))
        let binding = (method..<(index + 1)).reversed().lazy.compactMap { i -> (line: Int, state: String)? in
            guard let (name, state) = boundState(onLine: i), i == index || used.contains(name) else { return nil }
            return (i, state)
        }.first
        guard let binding else { return nil }
        func write(of state: String, inMethodAt declaration: Int, before line: Int) -> Int? {
            let pattern = #"^\s*(self\.)?\#(state)\s*=(?!=)"#
            return (declaration..<line).reversed().first { codeLines[$0].range(of: pattern, options: .regularExpression) != nil }
        }
        let file = location.file
        if let written = write(of: binding.state, inMethodAt: method, before: binding.line) {
            return Finding.Location(file: file, line: written + 1)
        }
        // A helper of the learner's (not an override): the caller that wrote the state before calling it.
        guard let name = functionName(at: method), !isOverride(name) else { return nil }
        for call in spelledCalls(of: name) ?? [] {
            guard let caller = enclosingFunction(of: call + 1), caller != method,
                  let written = write(of: binding.state, inMethodAt: caller, before: call) else { continue }
            return Finding.Location(file: file, line: written + 1)
        }
        return nil
    }

    /// The local and the kept state an optional binding on 0-based line `index` reads (`old`,
    /// `selectedIndex` of `if let old = selectedIndex {`; `selectedIndex` twice of `if let
    /// selectedIndex {`).
    private static func boundState(onLine index: Int) -> (String, String)? {
        let code = codeLines[index]
        guard let match = code.range(of: #"\b(if|guard)\s+(let|var)\s+[A-Za-z_][A-Za-z0-9_]*(\s*=\s*(self\.)?[A-Za-z_][A-Za-z0-9_]*)?\s*(,|\{|else\b)"#,
                                     options: .regularExpression) else { return nil }
        let words = SwiftTokensOfLine.of(String(code[match])).filter { isIdentifier($0) && !["if", "guard", "let", "var", "self", "else"].contains($0) }
        guard let name = words.first, let state = words.dropFirst().first ?? words.first, keptState.contains(state) else { return nil }
        return (name, state)
    }
}
