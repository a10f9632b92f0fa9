import Foundation
import KataCatalog

/// A call spelled inside a closure the learner keeps and runs by hand (`let wrapUp = { … }` then
/// `wrapUp()`, a helper's `then()`, a list of steps run in a loop) is made when that closure is
/// run: a call made at the wrong moment is fixed where the closure was run, not where it is spelled
/// (issue 19). A closure UIKit runs (an animation block, a completion) has no learner caller.
extension CallSites {
    /// For a call made at the wrong moment, with its learner frames (innermost first): the line
    /// that ran the learner's closure it is spelled in — the loop header when that line is a
    /// loop's only step, the closure's own first line when a property kept it — else nil. `correct`: the frames of the calls that were right; when one
    /// of them came from the same run of the closure, the closure ran at a right moment and the
    /// call inside it is what is wrong.
    static func closureInvocation(_ frames: [Finding.Location], correct: [[Finding.Location]]) -> Finding.Location? {
        guard frames.count >= 2, let closure = closureSpan(around: frames[0].line) else { return nil }
        let caller = frames[1]
        let sameRun = correct.contains { other in
            other.count >= 2 && other[1] == caller && (closure.opener...closure.closing).contains(other[0].line)
        }
        guard !sameRun, caller.line < closure.opener || caller.line > closure.closing,
              codeLines.indices.contains(caller.line - 1),
              let name = invokedName(codeLines[caller.line - 1]),
              !codeLines.contains(where: { $0.contains("func \(name)(") }) else { return nil }
        // Kept in a property and run from another method (a pending step run at the next
        // layout): where it was put off is what to fix.
        if storedVariables.contains(name) { return Finding.Location(file: caller.file, line: closure.opener) }
        if caller.line >= 2, codeLines[caller.line - 2].trimmingCharacters(in: .whitespaces).hasPrefix("for ") {
            return Finding.Location(file: caller.file, line: caller.line - 1)
        }
        return caller
    }

    /// For a call or write made at the wrong moment (after the animation it belongs in, on an
    /// animation clock of its own): the line that handed over the closure it ran in —
    /// `coordinator.animate(alongsideTransition: nil, completion: { _ in`, `UIView.animate(
    /// withDuration: 0.3) {` — is what to change, not the statement inside it. `frames`: the
    /// learner's frames, innermost first (a helper called from the closure: its caller's closure).
    /// Nil when none ran in a closure handed to a call (one kept in a variable is
    /// `closureInvocation`'s).
    static func handedClosureOpener(_ frames: [Finding.Location]) -> Finding.Location? {
        frames.lazy.compactMap { frame -> Finding.Location? in
            guard let span = closureSpan(around: frame.line), !givenLines().contains(span.opener) else { return nil }
            let head = codeLines[span.opener - 1]
            guard let brace = head.firstIndex(of: "{"), !head[..<brace].trimmingCharacters(in: .whitespaces).hasSuffix("=") else { return nil }
            return Finding.Location(file: frame.file, line: span.opener)
        }.first
    }

    /// `handedClosureOpener` for journal entry `index` (its learner frames), else the entry's line.
    public static func momentSite(ofEntry index: Int) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        return handedClosureOpener(learnerFrames(ofEntry: index)) ?? location(ofEntry: index)
        #else
        return location(ofEntry: index)
        #endif
    }

    /// The 1-based lines opening and closing the closure literal 1-based `line` sits in: a
    /// one-line closure (`{ content.removeFromParent() },`, `completion: { _ in self.arrange() })`),
    /// else one opened above it in its method.
    static func closureSpan(around line: Int) -> (opener: Int, closing: Int)? {
        guard codeLines.indices.contains(line - 1) else { return nil }
        let code = codeLines[line - 1]
        if let open = code.firstIndex(of: "{"), code[open...].contains("}") {
            let before = code[..<open].trimmingCharacters(in: .whitespaces)
            // (Kept, listed, or handed to a call as an argument or a trailing closure — not the
            // block of an `if`, a loop or a `switch`.)
            let isBlock = before.range(of: #"^(\}\s*)?(if|else|guard|for|while|switch|repeat|do|catch|defer)\b"#, options: .regularExpression) != nil
            if before.isEmpty || before.hasSuffix("=")
                || (!isBlock && (before.hasSuffix(":") || before.hasSuffix("(") || before.hasSuffix(")"))) {
                return (line, line)
            }
        }
        guard let declaration = enclosingFunction(of: line), let opener = closureOpener(of: line, below: declaration),
              let body = sourceBody(declaredAt: opener - 1) else { return nil }
        return (opener, body.closing + 1)
    }

    /// The name a line runs as a closure: `wrapUp()`, `then()`, `completion?()`; nil for any
    /// other line.
    static func invokedName(_ code: String) -> String? {
        guard let match = invocationShape?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let found = Range(match.range(at: 1), in: code) else { return nil }
        return String(code[found])
    }

    private static let invocationShape = try? NSRegularExpression(pattern: #"^\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\??\([^()]*\)\s*$"#)
}
