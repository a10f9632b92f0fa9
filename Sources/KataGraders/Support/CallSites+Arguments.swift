import Foundation
import KataCatalog

/// A helper whose every call through its parameters went to the wrong object was handed the wrong
/// objects: `finishSwap(outgoing: newVC, incoming: oldVC)` removes the new child and tells the old
/// one it arrived, though `finishSwap` itself is right. Its caller's line is the one to fix
/// (issue 19). One wrong call beside a right one through another parameter is the helper's own.
extension CallSites {
    /// The line that called the helper behind timeline line `j`, when every timeline line that
    /// helper made in that call through its parameters differs from a correct container's
    /// (`differing`), and they go through two parameters at least; else nil.
    static func wrongArguments(behind j: Int, _ sighting: Sighting, differing: Set<Int>) -> Finding.Location? {
        let frames = sighting.frames
        guard j < frames.count, frames[j].count >= 2,
              let helper = enclosingFunction(of: frames[j][0].line),
              enclosingFunction(of: frames[j][1].line) != helper else { return nil }
        let caller = frames[j][1]
        let parameters = parameterNames(ofFunctionAt: helper)
        guard !parameters.isEmpty else { return nil }
        // The timeline lines that call made through a parameter: (line, parameter).
        let made = frames.indices.compactMap { k -> (Int, String)? in
            guard frames[k].count >= 2, frames[k][1] == caller, enclosingFunction(of: frames[k][0].line) == helper,
                  let receiver = receiver(onLine: frames[k][0].line), parameters.contains(receiver) else { return nil }
            return (k, receiver)
        }
        guard made.count >= 2, Set(made.map(\.1)).count >= 2, made.allSatisfy({ differing.contains($0.0) }) else { return nil }
        // Handed its parameters' own names (`finishSwap(from: oldVC, to: newVC)` into `oldVC`, `newVC`):
        // the call is plainly meant; the helper's body mixed them up.
        if let name = functionName(at: helper), arguments(ofCallTo: name, onLine: caller.line) == parameters { return nil }
        return caller
    }

    /// The argument expressions of the call to `name` on 1-based `line`, labels cut
    /// (`[newVC, oldVC]` for `self?.finishSwap(outgoing: newVC, incoming: oldVC)`); nil when it is
    /// not there on one line.
    static func arguments(ofCallTo name: String, onLine line: Int) -> [String]? {
        let code = codeLines[line - 1]
        guard let start = code.range(of: name + "(")?.upperBound else { return nil }
        var depth = 0, current = "", result: [String] = []
        for c in code[start...] {
            if c == "(" || c == "[" || c == "{" { depth += 1 }
            if c == ")" || c == "]" || c == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 { result.append(current); current = ""; continue }
            current.append(c)
        }
        result.append(current)
        return result.map { argument in
            // A label is a leading name and a colon (`outgoing: newVC`), not a colon inside a
            // nested call (`antipode(of: point)`).
            let colon = argument.firstIndex(of: ":")
            let labelled = colon.map { isIdentifier(argument[..<$0].trimmingCharacters(in: .whitespaces)) } ?? false
            let value = labelled ? String(argument[argument.index(after: colon!)...]) : argument
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("self.") ? String(trimmed.dropFirst(5)) : trimmed
        }.filter { !$0.isEmpty }
    }

    /// The internal names of the parameters of the `func` declared on 1-based `line` (`old`, `new`
    /// in `func completeSwap(removing old: UIViewController, adding new: UIViewController)`).
    static func parameterNames(ofFunctionAt line: Int) -> [String] {
        (parameters(in: signature(ofFunctionAt: line)[...]) ?? []).map(\.name).filter { isIdentifier($0) && $0 != "_" }
    }

    /// The code of the function declared on 1-based `line`, up to the line that closes its
    /// parameter list (a signature may run over four lines).
    static func signature(ofFunctionAt line: Int) -> String {
        var text = ""
        for index in min(line - 1, codeLines.count)..<min(codeLines.count, line + 3) {
            text += codeLines[index]
            if text.contains(")") { break }
        }
        return text
    }

    /// The object a line's statement starts from: `hidden` in `hidden.viewIfLoaded?.removeFromSuperview()`,
    /// `outgoing` in `self.outgoing.removeFromParent()`, the helper `counterpart` in
    /// `counterpart(of: map).updateAnnotationLocation(…)`; nil when it does not start with one.
    static func receiver(onLine line: Int) -> String? {
        var code = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("self.") { code.removeFirst(5) }
        let name = code.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var rest = code.dropFirst(name.count)
        if rest.hasPrefix("("), let close = closingParenthesis(in: rest) { rest = rest[rest.index(after: close)...] }
        return !name.isEmpty && (rest.hasPrefix(".") || rest.hasPrefix("?.")) ? String(name) : nil
    }

    /// The index of the `)` closing the `(` that `text` starts with; nil when it does not close.
    static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }
}
