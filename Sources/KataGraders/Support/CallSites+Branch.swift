import Foundation
import KataCatalog
@_spi(Simulator) import UIKitSim

/// A learner whose container took the wrong way at a fork (cancelled a swipe that should finish)
/// makes calls a correct container does not, and never runs the calls it does. Those calls are in
/// the file, under the other arm of an `if` — the line to fix is what that `if` decided on: the
/// learner's helper or local that computed its condition (issue 19).
extension CallSites {
    /// The line that decided against the arm holding `missing`'s call, when `madeAt` (the site of
    /// a call only the learner made, with its callers) lies in the other arm of the same `if`.
    static func wrongArm(missing method: String, madeAt frames: [Finding.Location], ran: Set<Int>) -> Finding.Location? {
        // Only the spellings of the call that did not run (another one may have, in another act).
        guard let learnerSource, let calls = spelledCalls(of: method)?.filter({ !ran.contains($0 + 1) }), !calls.isEmpty else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        var made = Set(frames.map(\.line))
        // Run by UIKit from a closure a helper of the learner's handed it (an animation's
        // completion): the stack ends in the closure, but the helper was called from the lines
        // that call it and ran.
        if let outer = frames.last, closureSpan(around: outer.line) != nil,
           let helper = enclosingFunction(of: outer.line), let name = functionName(at: helper), !isOverride(name) {
            made.formUnion((spelledCalls(of: name) ?? []).filter { reached($0 + 1, in: ran) }.map { $0 + 1 })
        }
        for call in calls {
            // The call itself, else (in a helper that never ran) the lines that call the helper.
            var lines = [call]
            if let declaration = enclosingFunction(of: call + 1), let name = functionName(at: declaration),
               !ran.contains(where: { $0 > declaration && $0 <= call + 1 }) {
                lines += spelledCalls(of: name) ?? []
            }
            for line in lines {
                guard let fork = armingIf(of: line), forkSpans(fork, made),
                      let madeArm = made.lazy.filter({ armingIf(of: $0 - 1) == fork }).map({ arm(of: $0 - 1, at: fork) }).first,
                      madeArm != arm(of: line, at: fork),
                      // The arm that ran spells the call too: it is there, made at the wrong moment.
                      !(spelledCalls(of: method) ?? []).contains(where: { armingIf(of: $0) == fork && arm(of: $0, at: fork) == madeArm })
                else { continue }
                // Of an `if … else if …` chain, the condition of the arm that should have run
                // (`} else if let navigation = …`), else of the arm that ran instead.
                let missingArm = arm(of: line, at: fork)
                let decided = missingArm > 0 && isCondition(armHeader(missingArm, at: fork)) ? armHeader(missingArm, at: fork)
                    : madeArm > 0 && isCondition(armHeader(madeArm, at: fork)) ? armHeader(madeArm, at: fork) : fork
                return Finding.Location(file: file, line: conditionOrigin(decided) + 1)
            }
        }
        return nil
    }

    /// Where the `if` whose arm holds `location` computed its condition (`conditionOrigin`): what
    /// let a call through that should have been refused. Outside any `if`: an `if` above it in its
    /// block whose body ran, only reported and went on (`if controller is UINavigationController {
    /// print(…) }` with no `return`) saw the case coming — its last statement, where the exit
    /// belongs; else `location`.
    public static func armCondition(_ location: Finding.Location) -> Finding.Location {
        guard codeLines.indices.contains(location.line - 1) else { return location }
        if let fork = armingIf(of: location.line - 1) {
            return Finding.Location(file: location.file, line: conditionOrigin(fork) + 1)
        }
        return fellThrough(above: location.line - 1).map { Finding.Location(file: location.file, line: $0 + 1) } ?? location
    }

    /// The 0-based last statement of the nearest `if` block above 0-based `index`, in the same
    /// block, when the learner warned there and went on (`warnedAndWentOn`); nil when the nearest
    /// one does something else, or there is none.
    static func fellThrough(above index: Int) -> Int? {
        guard let method = enclosingFunction(of: index + 1) else { return nil }
        let around = enclosingOpeners(of: index).first
        for k in stride(from: index - 1, to: method - 1, by: -1) {
            guard codeLines[k].trimmingCharacters(in: .whitespaces).hasPrefix("if "),
                  enclosingOpeners(of: k).first == around,
                  let block = sourceBody(declaredAt: k), block.closing < index else { continue }
            return warnedAndWentOn(k + 1, ran: linesRan()).map { $0 - 1 }
        }
        return nil
    }

    /// The 0-based line that opens arm `k` of the `if` on 0-based `fork` (its `} else …` line;
    /// the `if` for arm 0).
    static func armHeader(_ k: Int, at fork: Int) -> Int {
        let headers = armHeaders(at: fork, before: codeLines.count)
        return k < headers.count ? headers[k] : fork
    }

    /// The 0-based lines that open the arms of the `if` on 0-based `fork` (the `if`, then each
    /// `} else …` at its depth), up to 0-based `end`.
    private static func armHeaders(at fork: Int, before end: Int) -> [Int] {
        var depth = 0, headers = [fork]
        for index in fork..<min(end, codeLines.count) {
            let code = codeLines[index].trimmingCharacters(in: .whitespaces)
            if index > fork, depth == 1, code.hasPrefix("} else") || code.hasPrefix("else") { headers.append(index) }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
        }
        return headers
    }

    /// Whether 0-based `line` opens an arm on a condition (`if …`, `} else if …`).
    private static func isCondition(_ line: Int) -> Bool {
        codeLines[line].range(of: #"^\s*(\}\s*)?(else\s+)?if\s"#, options: .regularExpression) != nil
    }

    /// For a call UIKit should have heard once and heard again (journal entries `made`, oldest
    /// first): the line that made it again; when that line also made the first one, the `if`
    /// that let it through again (its condition is then followed to where it was made) — unless
    /// `missedElsewhere` (another object never heard it: the line picked the wrong object). Nil
    /// when it was not made twice or no learner line made it.
    static func repeatedCallSite(_ made: [JournalEntry], missedElsewhere: Bool) -> Finding.Location? {
        guard made.count > 1, let again = location(ofEntry: made[1].index) else { return nil }
        guard !missedElsewhere, location(ofEntry: made[0].index) == again, let fork = armingIf(of: again.line - 1) else { return again }
        return Finding.Location(file: again.file, line: fork + 1)
    }

    /// A statement straight in a `switch` arm that lists several patterns (`case .push, .show:`):
    /// what it did was right for one of them and the check judged another — the arm that merged
    /// them is the line to split. Else `location`.
    static func mergedCase(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), let method = enclosingFunction(of: location.line) else { return location }
        var depth = 0
        for k in stride(from: index - 1, to: method - 1, by: -1) {
            let code = codeLines[k].trimmingCharacters(in: .whitespaces)
            depth += code.filter { $0 == "}" }.count - code.filter { $0 == "{" }.count
            if depth < 0 { return location }
            guard depth == 0, code.hasPrefix("case "), code.hasSuffix(":") else { continue }
            var parentheses = 0, patterns = 1
            for c in code.dropFirst(5).dropLast() {
                if c == "(" { parentheses += 1 } else if c == ")" { parentheses -= 1 } else if c == ",", parentheses == 0 { patterns += 1 }
            }
            return patterns > 1 && !code.hasPrefix("case let") ? Finding.Location(file: location.file, line: k + 1) : location
        }
        return location
    }

    /// The 0-based lines that open the blocks around 0-based `line` (`if … {`, `} else {`, a
    /// closure, a loop), innermost first, within its method: braces counted line by line upward.
    static func enclosingOpeners(of line: Int) -> [Int] {
        guard let method = enclosingFunction(of: line + 1) else { return [] }
        var depth = 0, openers: [Int] = []
        for index in stride(from: line - 1, through: method - 1, by: -1) {
            let code = codeLines[index]
            depth += code.filter { $0 == "}" }.count - code.filter { $0 == "{" }.count
            if depth < 0 { openers.append(index); depth = 0 }
        }
        return openers
    }

    /// The 0-based line of the `if` whose arm holds 0-based `line` (the arm's `} else {` leads
    /// back to its `if`), within its method; nil when the line is in no `if` arm.
    static func armingIf(of line: Int) -> Int? {
        guard let method = enclosingFunction(of: line + 1) else { return nil }
        for index in enclosingOpeners(of: line) {
            let code = codeLines[index].trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("if ") { return index }
            if code.hasPrefix("} else") || code.hasPrefix("else") {
                // Up to the `if` this `else` belongs to, at the same depth.
                var depth = 0
                var k = index - 1
                while k >= method - 1 {
                    let above = codeLines[k].trimmingCharacters(in: .whitespaces)
                    depth += above.filter { $0 == "}" }.count - above.filter { $0 == "{" }.count
                    if depth < 0 && above.hasPrefix("if ") { return k }
                    k -= 1
                }
                return nil
            }
            // A closure opens the block (`completion: { _ in`, `UIView.animate(…) {`): its code is
            // the arm's, run later; keep looking above it. A loop or a `case`: no fork this
            // mechanism reads.
            let control = ["for ", "while ", "case ", "default", "switch ", "guard ", "repeat", "do "]
            guard !control.contains(where: code.hasPrefix) else { return nil }
        }
        return nil
    }

    /// Which arm of the `if` on 0-based `fork` holds 0-based `line`: how many of its `else`s come
    /// before it.
    static func arm(of line: Int, at fork: Int) -> Int {
        armHeaders(at: fork, before: line).count - 1
    }

    /// Whether the `if` on 0-based `fork` holds one of the 1-based `lines` in one of its arms.
    static func forkSpans(_ fork: Int, _ lines: Set<Int>) -> Bool {
        var depth = 0, end = fork
        for index in fork..<codeLines.count {
            let code = codeLines[index]
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            end = index
            // The `if`'s last arm closes where the depth returns to zero on a line not opening `else`.
            if depth <= 0 && index > fork && !code.contains("else") { break }
        }
        return lines.contains { $0 - 1 > fork && $0 - 1 <= end }
    }

    /// Where the condition of the `if` on 0-based `fork` was computed: the learner's own helper it
    /// calls (`if shouldFinish(gesture)`), else a local it reads (`if finishes`), else the `if`.
    static func conditionOrigin(_ fork: Int) -> Int {
        let code = codeLines[fork]
        guard let open = code.range(of: "if ") else { return fork }
        let condition = code[open.upperBound...].components(separatedBy: "{")[0]
        // A condition over several values (`farEnough || fastEnough`): how they combine is the choice.
        if condition.contains("||") || condition.contains("&&") { return fork }
        for name in SwiftTokensOfLine.of(condition) where isIdentifier(name) {
            let called = condition.range(of: "\(name)(") != nil
            if let made = origin(of: name, called: called, before: fork) { return made }
        }
        return fork
    }

    /// A line that only branches on a value (`if !viewWasNeverLoaded {`, `guard isShowing else`,
    /// `let shown = wraps ? navigation : controller`, `for target in appearanceTargets {`) is right
    /// as written when that value is wrong: the line to fix is where the value was made — the
    /// local's assignment above it, or the line of the learner's own helper that computed it. Else
    /// `location`. Applied to every finding's place (`report`).
    static func decidingValueSource(_ location: Finding.Location, ran: @autoclosure () -> Set<Int>) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index) else { return location }
        // A branch's value is made where its local or helper made it; a value handed on whole
        // (`return X`, `{ X }`, `let x = X`) only when a helper of the learner's made it — a local
        // is what its name says, and handing on that one rather than another is the choice to fix.
        let decided = decidingName(codeLines[index])
            ?? handedOnValue(codeLines[index]).flatMap { assignment(of: $0.name, before: index) == nil ? $0 : nil }
        // A branch on a parameter of the learner's own helper (`if finishing {` in `settle(finishing:)`):
        // its one caller decided — the local it passed, else that call.
        if let decided, !decided.called, assignment(of: decided.name, before: index) == nil,
           let made = handedInBy(parameter: decided.name, at: index, ran: ran()) {
            return Finding.Location(file: location.file, line: made + 1)
        }
        guard let decided, let made = origin(of: decided.name, called: decided.called, before: index), made != index,
              !givenLines().contains(made + 1), readsState(valueOf(made)) else { return location }
        return Finding.Location(file: location.file, line: made + 1)
    }

    /// For `parameter` of the learner's method (not an override) holding 0-based `index`, called
    /// from one line of the learner's that ran (`ran`, 1-based; every spelled call when none did):
    /// the local that call passes for it (`settle(finishing: passedHalf)`), else the call's line;
    /// nil otherwise.
    static func handedInBy(parameter: String, at index: Int, ran: @autoclosure () -> Set<Int>) -> Int? {
        guard let method = enclosingFunction(of: index + 1), let name = functionName(at: method), !isOverride(name),
              parameterNames(ofFunctionAt: method).contains(parameter),
              var calls = spelledCalls(of: name)?.filter({ !givenLines().contains($0 + 1) }) else { return nil }
        // (A call that passes it by its label: `present(_:animated:)` is not `present(_:type:)`.)
        calls = calls.filter { codeLines[$0].range(of: #"\b\#(parameter):"#, options: .regularExpression) != nil }
        if calls.count > 1 {
            let lines = ran()
            calls = calls.filter { reached($0 + 1, in: lines) }
        }
        guard calls.count == 1 else { return nil }
        let call = calls[0]
        let code = codeLines[call]
        if let range = code.range(of: #"\b\#(parameter):\s*[A-Za-z_][A-Za-z0-9_]*\s*[,)]"#, options: .regularExpression) {
            let value = code[range].dropFirst(parameter.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: " ,)"))
            if let made = assignment(of: value, before: call) { return made }
        }
        return call
    }

    /// The one name a branch decides on, `self.` and `!` aside: `if X {`, `guard X else`,
    /// `guard X, let y = … else`,
    /// `while X {`, `for _ in X {`, `X.forEach {`, `switch X {`, `X ? a : b`; `called` for `X(…)`. Nil for a
    /// condition over several values, a binding (`if let`) or a pattern (`case`).
    static func decidingName(_ code: String) -> (name: String, called: Bool)? {
        for shape in decidingShapes {
            guard let match = shape.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
                  let found = Range(match.range(at: 1), in: code) else { continue }
            let word = String(code[found])
            guard !["let", "var", "case", "true", "false", "nil", "self", "super"].contains(word) else { return nil }
            return (word, match.range(at: 2).location != NSNotFound)
        }
        return nil
    }

    /// `decidingName`'s shapes, compiled once: group 1 the name, group 2 a call's parentheses.
    private static let decidingShapes: [NSRegularExpression] = {
        let name = #"!?\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)(\([^()]*\))?"#
        return [#"^\s*(?:\}\s*else\s+)?if\s+"# + name + #"\s*\{"#, #"^\s*guard\s+"# + name + #"\s+else\b"#,
                // A test followed only by bindings (`guard canPop, let top = children.last else`).
                #"^\s*guard\s+"# + name + #"\s*,\s*(?:let|var)\s"#,
                #"^\s*while\s+"# + name + #"\s*\{"#, #"^\s*for\s+.+\s+in\s+"# + name + #"\s*\{"#,
                #"^\s*switch\s+"# + name + #"\s*\{"#, #"(?:=|return)\s*"# + name + #"\s+\?\s"#,
                #"^\s*"# + name + #"\.forEach\s*[({]"#].compactMap { regex($0) }
    }()
}

extension CallSites {
    /// For a call only the learner made on 1-based `line`, inside a block that leaves its method
    /// (a `guard`'s `else`, an `if` whose block ends in `return`), while a call of `missing` due
    /// in the same act is spelled below that block in the same method, and no line of the block
    /// made a call a correct container makes too (`correct`: a refusal, not a short path that
    /// forgot a step): the exit ran when it should not have (an inverted test, a check on the
    /// wrong object) — the line that decided: the `guard`, or what the `if` decided on.
    static func wrongExit(madeAt line: Int, missing: [String], correct: Set<Int>) -> Finding.Location? {
        // The block holding the line: the last line above it that starts less deep.
        guard let learnerSource, let method = enclosingFunction(of: line),
              let body = sourceBody(declaredAt: method - 1),
              let here = body.lines.first(where: { $0.index == line - 1 }),
              let opener = body.lines.last(where: { $0.index < here.index && $0.depth < here.depth })?.index,
              let block = sourceBody(declaredAt: opener) else { return nil }
        let head = codeLines[opener].trimmingCharacters(in: .whitespaces)
        let guardLine = guardOwning(elseAt: opener, inMethodAt: method)
        let returns = block.lines.contains { $0.depth == 1 && $0.code.range(of: #"\breturn\b"#, options: .regularExpression) != nil }
        guard guardLine != nil || (head.hasPrefix("if ") && returns),
              !block.lines.contains(where: { correct.contains($0.index + 1) }) else { return nil }
        let below = (block.closing + 1)..<body.closing
        guard missing.contains(where: { method in (spelledCalls(of: method) ?? []).contains(where: below.contains) }) else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        return Finding.Location(file: file, line: guardLine ?? conditionOrigin(opener) + 1)
    }
}

extension CallSites {
    /// For a call a correct container does not make, from a line an override of the learner's only
    /// reaches through a `guard` or `if` on a flag UIKit handed it (`guard completed else { return }`
    /// in `presentationTransitionDidEnd(_ completed: Bool)`): the call is what the other answer
    /// needed; the test of the flag is the line to fix. Else `location`.
    static func flagGate(_ location: Finding.Location) -> Finding.Location {
        guard let method = enclosingFunction(of: location.line), let name = functionName(at: method), isOverride(name),
              let gate = controllingLine(of: location.line), gate > method else { return location }
        let head = codeLines[gate - 1].trimmingCharacters(in: .whitespaces)
        guard head.hasPrefix("guard ") || head.hasPrefix("if "),
              !Set(SwiftTokensOfLine.of(codeLines[gate - 1])).isDisjoint(with: boolParameters(ofFunctionAt: method))
        else { return location }
        return Finding.Location(file: location.file, line: gate)
    }

    /// The names of the `Bool` parameters of the function declared on 1-based `line`.
    static func boolParameters(ofFunctionAt line: Int) -> Set<String> {
        let text = signature(ofFunctionAt: line)
        guard let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return [] }
        return Set(text[text.index(after: open)..<close].split(separator: ",").compactMap { parameter in
            let parts = parameter.split(separator: ":")
            guard parts.count == 2, parts[1].trimmingCharacters(in: .whitespaces) == "Bool" else { return nil }
            return parts[0].split(separator: " ").last.map(String.init)
        })
    }
}
