import Foundation
import KataCatalog

/// In some acts a correct container makes no call at all: a push of a controller already on the
/// stack, a present from a controller in no window. Whatever the learner's method did there is
/// right as written for the other acts; what is wrong is that the method went on. The line to fix
/// is the test that let it (issue 19).
extension CallSites {
    /// The test that let the call behind `frames` (innermost first) run: walking up from each frame
    /// in its method (a statement before the call in its own block ran: it is on the way), the
    /// nearest `guard`, an `if` whose arm holds the call, an
    /// `if` above it that ran its arm without leaving (where its `return` belongs: the arm's last
    /// line), or an `if` above that could have left and did not; else the `switch` whose arm holds
    /// the call (the missing test belongs above it). When the methods hold no test at all: for a
    /// call at the top level of a method of the learner's that the grader called
    /// (`push(_:animated:)`), the method's first statement, where the missing test belongs; in an
    /// override, nil — the call itself is what to remove.
    static func letThrough(_ frames: [Finding.Location], ran: Set<Int>) -> Finding.Location? {
        for frame in frames {
            guard let method = enclosingFunction(of: frame.line) else { continue }
            // A test below the call that did refuse: the call came too early, it is what to move.
            if refusedBelow(frame.line, ran: ran) { return nil }
            if let test = testAbove(frame.line, in: method, ran: ran) {
                return Finding.Location(file: frame.file, line: test)
            }
        }
        guard let outer = frames.last, let method = enclosingFunction(of: outer.line), let name = functionName(at: method),
              !isOverride(name), let body = sourceBody(declaredAt: method - 1),
              // (Made at the top level of the method: inside a block, that block is what let it run.)
              enclosingOpeners(of: outer.line - 1) == [body.opening],
              let first = body.firstStatement
        else { return nil }
        return Finding.Location(file: outer.file, line: first.index + 1)
    }

    /// `letThrough`'s walk in one method, on 1-based lines.
    private static func testAbove(_ call: Int, in method: Int, ran: Set<Int>) -> Int? {
        var depth = 0            // braces closed minus opened, walking up from the call
        var inOtherCase = false  // above a `case` of the switch holding the call: its other arms
        var enclosingSwitch: Int?
        var line = call - 1
        while line > method {
            let code = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
            depth += code.filter { $0 == "}" }.count - code.filter { $0 == "{" }.count
            if depth < 0 {
                // The block holding the call opens here.
                if code.hasPrefix("if ") { return line }
                // A switch only chooses among the things the method does: a test above it decides
                // whether it does any.
                if code.hasPrefix("switch ") { enclosingSwitch = enclosingSwitch ?? line }
                if code.hasPrefix("} else"), let fork = armingIf(of: call - 1) { return fork + 1 }
                if !(code.hasPrefix("case ") || code.hasPrefix("default") || code.hasPrefix("else") || code.hasPrefix("switch ")) {
                    return enclosingSwitch   // a loop, a closure
                }
                depth = 0
                inOtherCase = false
            } else if depth == 0, !inOtherCase {
                if code.hasPrefix("case ") || code.hasPrefix("default") {
                    inOtherCase = true
                } else if code.hasPrefix("guard ") {
                    return line
                } else if code.hasPrefix("if "), let test = ifAbove(line, ran: ran) {
                    return test
                }
            }
            line -= 1
        }
        return enclosingSwitch
    }

    /// An `if` on 1-based `line` above the call: its arm's last line when the arm ran without
    /// leaving and only reported (the learner warned and forgot to return), the `if` when its arm
    /// leaves and did not run; nil for an `if` that has nothing to do with leaving (an arm that does
    /// part of the work, `if let previous { hide(previous) }`).
    private static func ifAbove(_ line: Int, ran: Set<Int>) -> Int? {
        if let last = warnedAndWentOn(line, ran: ran) { return last }
        guard let body = sourceBody(declaredAt: line - 1) else { return nil }
        let arm = (line + 1)..<max(line + 1, body.closing + 1)   // empty for a one-line `if`
        let leaves = arm.contains { codeLines[$0 - 1].range(of: #"\b(return|throw)\b"#, options: .regularExpression) != nil }
        return leaves && !arm.contains(where: { ran.contains($0) }) ? line : nil
    }

    /// For the `if` on 1-based `line` (one arm, no `else`): its arm's last statement when the arm
    /// ran, only reported (`onlyReports`) and so went on — the learner warned and forgot to
    /// return, the exit belongs there. Nil otherwise.
    static func warnedAndWentOn(_ line: Int, ran: Set<Int>) -> Int? {
        guard let body = sourceBody(declaredAt: line - 1) else { return nil }
        let arm = Array((line + 1)..<max(line + 1, body.closing + 1))   // empty for a one-line `if`
        guard arm.contains(where: { ran.contains($0) }), onlyReports(arm) else { return nil }
        return arm.last { !["", "}"].contains(codeLines[$0 - 1].trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether the 1-based `lines` (an arm's, its closing line aside) only tell someone something
    /// (`print(…)`, `NSLog(…)`, `assertionFailure(…)`, a `Logger`'s call): no work of the method.
    static func onlyReports(_ lines: [Int]) -> Bool {
        let statements = lines.map { codeLines[$0 - 1].trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "}" }
        return !statements.isEmpty && statements.allSatisfy {
            !$0.contains(";") && $0.range(of: #"^(print|debugPrint|NSLog|assertionFailure|assert|os_log|logger\.[a-z]+|log\.[a-z]+)\("#,
                     options: .regularExpression) != nil
        }
    }

    /// Whether a `guard` after 1-based `call`, in its block, ran and left: the line after the
    /// guard's statement never ran.
    private static func refusedBelow(_ call: Int, ran: Set<Int>) -> Bool {
        var depth = 0, line = call + 1
        while line <= codeLines.count {
            let code = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
            if depth == 0, code.hasPrefix("guard ") {
                // The guard's statement ends where its `else` block closes.
                guard let end = sourceBody(declaredAt: line - 1).map({ $0.closing + 1 }) else { return false }
                let after = ((end + 1)..<(codeLines.count + 1)).first { !codeLines[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty }
                return ran.contains(where: { $0 >= line && $0 <= end }) && after.map { !ran.contains($0) } ?? false
            }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if depth < 0 { return false }
            line += 1
        }
        return false
    }
}
