import Foundation
import KataCatalog

extension CallSites {
    /// The first line of the learner's source whose code (comments cut) contains `text`, e.g.
    /// `"func dismissalTransitionWillBegin("`: the override that skipped `super`, the `switch` case
    /// a missing state belongs beside. For a finding about code that never ran, so no call site
    /// exists; nil when the text is not there (the runner then falls back as usual).
    static func firstLine(containing text: String) -> Finding.Location? {
        guard let learnerSource, let index = codeLines.firstIndex(where: { $0.contains(text) }) else { return nil }
        return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: index + 1)
    }

    /// The line that declares the learner's method `selector` (`viewWillAppear(_:)`,
    /// `dismissalTransitionWillBegin()`): an override that skipped `super` is what to fix.
    static func methodDeclaration(_ selector: String) -> Finding.Location? {
        firstLine(containing: "func \(baseName(selector))(")
    }

    /// Where the learner's override `selector` failed to reach `super`: a `super` call of another
    /// method in its body (`super.viewDidAppear` in `viewWillAppear`, a copy-paste slip), else its
    /// own `super` call spelled where the run never got to it, else the line that opens its body.
    static func superSite(_ selector: String) -> Finding.Location? {
        guard let declaration = methodDeclaration(selector),
              let body = sourceBody(declaredAt: declaration.line - 1) else { return methodDeclaration(selector) }
        let name = baseName(selector)
        let supers = body.lines.filter { $0.code.contains("super.") }
        func at(_ line: SourceBody.Line) -> Finding.Location { Finding.Location(file: declaration.file, line: line.index + 1) }
        if let other = supers.first(where: { !$0.code.contains("super.\(name)(") }) { return at(other) }
        // Its own super call, spelled, yet skipped on some delivery: what kept it from running.
        if let own = supers.first {
            return controllingLine(of: own.index + 1).map { Finding.Location(file: declaration.file, line: $0) } ?? at(own)
        }
        // None: the line that opens the body (a signature over two lines ends there), where it belongs.
        return Finding.Location(file: declaration.file, line: body.opening + 1)
    }

    /// A line of the learner's file (given code aside) that calls `method` but is not among the
    /// lines that ran (`ran`): the control line that kept it from running — the nearest `guard`
    /// above it in its method, or the `if`/`else`/`switch` case whose block holds it — else the call
    /// itself (it ran on nothing, `parent?.method()` with no parent). Nil when the file makes no
    /// such call, or every one ran.
    /// `overridesRun`: the learner overrides UIKit called in the check's timeline — a call inside
    /// another override did not run because UIKit never called that override, which is no clue.
    static func unreachedCall(of method: String, ran: Set<Int>, overridesRun: Set<String>) -> Finding.Location? {
        guard let learnerSource, let calls = spelledCalls(of: method) else { return nil }
        // When one of them ran, the call is not what is missing here (another object's, another moment's).
        guard !calls.contains(where: { ran.contains($0 + 1) }),
              let line = calls.first(where: { index in
                  guard let declaration = enclosingFunction(of: index + 1), let name = functionName(at: declaration) else { return true }
                  return !isOverride(name) || overridesRun.contains(name)
              }) else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        return Finding.Location(file: file, line: controllingLine(of: line + 1) ?? line + 1)
    }

    /// The first statement of the innermost block holding `location` (a `switch` arm, a brace
    /// block, the method's body): where a step due before everything that block does belongs (a
    /// strong reference kept before the weak one is handed over). `location` when none is found.
    static func blockStart(_ location: Finding.Location) -> Finding.Location {
        guard codeLines.indices.contains(location.line - 1), let opener = blockOpener(of: location.line - 1),
              let first = ((opener + 1)..<location.line).first(where: { !codeLines[$0].trimmingCharacters(in: .whitespaces).isEmpty })
        else { return location }
        return Finding.Location(file: location.file, line: first + 1)
    }

    /// The 0-based line opening the innermost block that holds 0-based `index`, in its method: a
    /// `switch` arm's `case`/`default` label, else the line whose `{` opens the block (the
    /// method's own declaration at its top level). Nil outside a method.
    static func blockOpener(of index: Int) -> Int? {
        guard let method = enclosingFunction(of: index + 1) else { return nil }
        var depth = 0
        for k in stride(from: index - 1, through: method - 1, by: -1) {
            let code = codeLines[k].trimmingCharacters(in: .whitespaces)
            depth += code.filter { $0 == "}" }.count - code.filter { $0 == "{" }.count
            if depth < 0 || (depth == 0 && (code.hasPrefix("case ") || code.hasPrefix("default"))) { return k }
        }
        return nil
    }

    /// The 1-based line that can keep 1-based `line` from running, in its method: a `guard` above
    /// it (at any depth: it returns early), or the `if`/`else`/`case` that opens the block around
    /// it. Of several guards, the first: which one returned is not journalled, and the first is
    /// what the method checks first. Nil when nothing above it decides.
    static func controllingLine(of line: Int) -> Int? {
        guard let method = enclosingFunction(of: line) else { return nil }
        var depth = 0, firstGuard: Int?
        for index in stride(from: line - 2, through: method, by: -1) {
            let code = codeLines[index].trimmingCharacters(in: .whitespaces)
            let opens = code.filter { $0 == "{" }.count, closes = code.filter { $0 == "}" }.count
            depth += closes - opens
            if code.hasPrefix("guard ") && depth >= 0 { firstGuard = index + 1; continue }
            if depth < 0 {
                if firstGuard == nil,
                   code.hasPrefix("if ") || code.hasPrefix("} else") || code.hasPrefix("else") || code.hasPrefix("case ") {
                    return index + 1
                }
                depth = 0   // a closure or loop around the call: keep looking above it
            }
        }
        return firstGuard
    }

    /// 0-based lines of the learner's file (given code aside) that call `method`; nil for a
    /// callback (the learner overrides it: UIKit's to make, and `super.x(` is UIKit's part).
    static func spelledCalls(of method: String, owner: String? = nil) -> [Int]? {
        // (Asked again for the same call by each failing check: each answer is kept.)
        spelledCallLines(method + "\u{0}" + (owner ?? "")) { findSpelledCalls(of: method, owner: owner) }
    }
    private static let spelledCallLines = Kept<String, [Int]?>()

    private static func findSpelledCalls(of method: String, owner: String?) -> [Int]? {
        guard !isOverride(method), let call = regex(#"(^|[^A-Za-z0-9_])\#(method)\s*\("#)
        else { return nil }
        let given = givenLines()
        func inOtherOverride(_ index: Int) -> Bool {
            guard let owner, let name = enclosingFunction(of: index + 1).flatMap(functionName(at:)) else { return false }
            return name != owner && isOverride(name)
        }
        return sourceLines.indices.filter { index in
            let code = codeLines[index]
            return code.contains(method) && !given.contains(index + 1) && !code.contains("func ") && !code.contains("super.\(method)") && !inOtherOverride(index)
                && call.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
    }

    /// For a call that made nothing: the learner's line that spells it on an optional
    /// (`navigationController?.pushViewController(…)`, which does nothing on no navigation
    /// controller), else one that ran in the current world; when none ran, what kept them from
    /// running (`skippedCall`), else the first that spells it; nil when none does.
    static func silentCallSite(of method: String) -> Finding.Location? {
        guard let learnerSource, let calls = spelledCalls(of: method), let first = calls.first else { return nil }
        let ran = linesRan(), file = (learnerSource as NSString).lastPathComponent
        if let line = calls.first(where: { codeLines[$0].contains("?.\(method)(") })
            ?? calls.first(where: { reached($0 + 1, in: ran) }) {
            return Finding.Location(file: file, line: line + 1)
        }
        return skippedCall(of: method, on: nil) ?? Finding.Location(file: file, line: first + 1)
    }

    /// A call of `method` the learner's file makes, in a method that ran while the call was due
    /// (`ran`: the lines where edge coverage saw a block start run there) but that did not make it
    /// then: the line that decided — the call's own line when it ran without calling (`if !isNew {
    /// x.didMove(…) }`, `parent?.x()` on nothing, a call to the wrong receiver), or when it sits in
    /// a closure that had not run yet; else the last line above it in its method that ran (the
    /// `guard` that returned, the `if` or loop `where` that skipped it). Nil when no such call is
    /// spelled or none of the methods holding one ran. `calling`: lines that made a journalled
    /// call then — a call line among them ran, on another object, and is not the one skipped.
    /// `receiver`: the name the call's object goes by, when known — calls that spell it are tried first.
    static func skippedCall(of method: String, ran: Set<Int>, calling: Set<Int>, receiver: String? = nil,
                            owner: String? = nil) -> Finding.Location? {
        guard !ran.isEmpty, let calls = spelledCalls(of: method, owner: owner) else { return nil }
        let named = receiver.map { name in calls.filter { codeLines[$0].contains(name + ".") } } ?? []
        return decidingLine(skipping: named + calls.filter({ !named.contains($0) }), ran: ran, calling: calling) { index, declaration in
            // A cause that ran in the override and made nothing was given the wrong value (the
            // local it passes, when one was computed above); in a helper several overrides
            // share, it made what it made.
            guard let owner else { return index }
            guard functionName(at: declaration) == owner else { return nil }
            return argumentAssignment(ofCallTo: method, onLine: index) ?? index
        }
    }

    /// The 0-based line that assigned the local a call on 0-based `index` is made on, when it
    /// picked it out of several (`children.first`, `stack[stack.count - 2]`, a `filter`); nil
    /// otherwise (`let childRoot = content.view` names the one object there is).
    static func pickedReceiver(ofCallOn index: Int) -> Int? {
        guard let name = receiver(onLine: index + 1), let made = assignment(of: name, before: index),
              !givenLines().contains(made + 1),
              valueOf(made).range(of: #"\b(first|last|filter|dropFirst|dropLast|randomElement)\b|\["#, options: .regularExpression) != nil
        else { return nil }
        return made
    }

    /// For a loop variable `name` at 0-based `index`: the 0-based line of its loop's sequence —
    /// the assignment of the local the loop runs over, else the loop's own line; nil when `name`
    /// is no loop variable there.
    static func loopSequence(over name: String, above index: Int) -> Int? {
        guard let loop = enclosingLoop(over: name, above: index) else { return nil }
        let sequence = codeLines[loop].components(separatedBy: " in ").dropFirst().joined(separator: " in ")
            .trimmingCharacters(in: CharacterSet(charactersIn: " {"))
        return (isIdentifier(sequence) ? assignment(of: sequence, before: loop) : nil) ?? loop
    }

    /// For a call on 0-based `index` made, in a helper of the learner's, on an object picked with
    /// one of its parameters (`tabs[position].viewIfLoaded?.removeFromSuperview()` in
    /// `hideTab(at position:)`): the caller chose it — the 0-based line of the last call of the
    /// helper among `ran`. Nil otherwise.
    static func handedReceiverCaller(ofCallOn index: Int, ran: Set<Int>) -> Int? {
        let code = codeLines[index].trimmingCharacters(in: .whitespaces)
        guard let method = enclosingFunction(of: index + 1), let name = functionName(at: method), !isOverride(name),
              let dot = code.range(of: #"\??\.[A-Za-z_][A-Za-z0-9_]*\($"#, options: .regularExpression)
                ?? code.range(of: #"\??\.[A-Za-z_][A-Za-z0-9_]*\(.*\)\s*$"#, options: .regularExpression)
        else { return nil }
        // Picked with the parameter (`tabs[position]`), not the parameter itself (`child.view`:
        // then the helper's own order is what a check finds wrong).
        let receiver = SwiftTokensOfLine.of(String(code[..<dot.lowerBound]))
        let parameters = parameterNames(ofFunctionAt: method)
        guard let root = receiver.first, !parameters.contains(root), !Set(receiver).isDisjoint(with: parameters) else { return nil }
        return lastCallRan(of: name, in: ran)
    }

    /// The 0-based line of the last call of the learner's method `name` that ran (`ran`, 1-based;
    /// `ranStraightAfter` counts), unless it is given code; nil when none did.
    static func lastCallRan(of name: String, in ran: Set<Int>) -> Int? {
        spelledCalls(of: name)?.last { reached($0 + 1, in: ran) }
            .flatMap { givenLines().contains($0 + 1) ? nil : $0 }
    }

    /// For a write a check expected and no learner line made (a child's frame never set): when the
    /// file spells a write of one of `properties` (`embedded.frame = slot.bounds`) in a method that
    /// ran without reaching it, the line that decided (the `guard` that returned); nil otherwise.
    public static func skippedWrite(of properties: String...) -> Finding.Location? { skippedWrite(of: properties) }

    /// For a property of a class the kata gives (its writes are not journalled: a map's
    /// `delegate`) that ended up unset: the last learner line that ran spelling a write of it
    /// (`startMap.delegate = self` — where the missing twin write belongs, or the write whose value
    /// nothing kept; when that value is a local made fresh above it, where it was made), else
    /// what kept a spelled write from running (`skippedWrite`).
    public static func spelledWriteSite(of property: String) -> Finding.Location? {
        guard let learnerSource else { return nil }
        let ran = linesRan(), given = givenLines()
        let ranWrites = spelledWrites(of: [property]).filter { reached($0 + 1, in: ran) }
        let file = (learnerSource as NSString).lastPathComponent
        guard let last = ranWrites.last else { return skippedWrite(of: [property]) }
        // Its value a local made fresh above (`let relay = MapRelay(…)`) that only the weak
        // property held: where that object was made and left unkept.
        let value = valueOf(last)
        if isIdentifier(value), let made = assignment(of: value, before: last),
           valueOf(made).range(of: #"^[A-Z][A-Za-z0-9_]*\("#, options: .regularExpression) != nil, !given.contains(made + 1) {
            return Finding.Location(file: file, line: made + 1)
        }
        // Made on a loop's variable (`for map in maps { map.delegate = self }`): the loop ran over
        // the wrong objects — where its sequence was made (`let maps = children.dropLast()…`), else
        // the loop's line.
        if let receiver = receiver(onLine: last + 1), let sequence = loopSequence(over: receiver, above: last) {
            return Finding.Location(file: file, line: sequence + 1)
        }
        // Made in a helper of the learner's on an object it was handed (`map.delegate = self` in
        // `listen(to map:)`): the caller chose the object — the last call of the helper that ran.
        if let receiver = receiver(onLine: last + 1), let method = enclosingFunction(of: last + 1),
           parameterNames(ofFunctionAt: method).contains(receiver), let name = functionName(at: method), !isOverride(name),
           let call = lastCallRan(of: name, in: ran) {
            return Finding.Location(file: file, line: call + 1)
        }
        return Finding.Location(file: file, line: last + 1)
    }

    /// The 0-based line of the `for name in …` loop (`for case let name as Type in …`) whose body
    /// holds 0-based `index`, in its method; nil when `name` is no loop variable there.
    static func enclosingLoop(over name: String, above index: Int) -> Int? {
        enclosingOpeners(of: index).first { k in
            codeLines[k].trimmingCharacters(in: .whitespaces)
                .range(of: #"^for\s+(?:case\s+let\s+|let\s+)?\#(name)(?:\s+as\s+[A-Za-z_][A-Za-z0-9_.]*)?\s+in\s"#, options: .regularExpression) != nil
        }
    }

    /// `skippedWrite` of a list. `silent`: a write that ran and set nothing (`popover?.delegate =
    /// …` while the popover is still nil) is the line itself.
    static func skippedWrite(of properties: [String], silent: Bool = false) -> Finding.Location? {
        let given = givenLines(), ran = linesRan()
        if tracesRows { FileHandle.standardError.write(Data("ran (skipped write): \(ran.sorted())\n".utf8)) }
        return decidingLine(skipping: spelledWrites(of: properties), ran: ran, calling: []) { index, _ in silent ? index : nil }
            .flatMap { given.contains($0.line) ? nil : $0 }
    }

    /// 0-based lines of the learner's own code (given code aside) that spell a write of one of
    /// `properties` (`startMap.delegate = self`).
    static func spelledWrites(of properties: [String]) -> [Int] {
        let given = givenLines()
        let write = #"\.(\#(properties.joined(separator: "|")))\s*=(?!=)"#
        return codeLines.indices.filter {
            !given.contains($0 + 1) && codeLines[$0].contains("=") && properties.contains(where: codeLines[$0].contains)
                && codeLines[$0].range(of: write, options: .regularExpression) != nil
        }
    }

    /// For the learner helper declared on 1-based `declaration` that did not run (`ran`): the
    /// `guard` its caller left by (nothing below it ran) that kept the call from running (`guard
    /// oldVC !== newVC else { return }` above `prepareSwap(…)`), following helpers that call it;
    /// nil otherwise (an `if` that skipped it, or a test in another `case` of a `switch`, may
    /// only say the helper is for another moment).
    static func helperGate(declaredAt declaration: Int, ran: Set<Int>, followed: Set<Int> = []) -> Int? {
        guard let name = functionName(at: declaration), !isOverride(name), !followed.contains(declaration),
              let callers = spelledCalls(of: name) else { return nil }
        for caller in callers where !reached(caller + 1, in: ran) {
            guard let method = enclosingFunction(of: caller + 1), method != declaration else { continue }
            guard let body = sourceBody(declaredAt: method - 1) else { continue }
            // A `guard` the method left by: nothing below it ran but its exit.
            if let gate = controllingLine(of: caller + 1), reached(gate, in: ran),
               codeLines[gate - 1].trimmingCharacters(in: .whitespaces).hasPrefix("guard "),
               !ran.contains(where: { line in
                   let code = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
                   return line > gate && line <= body.closing + 1 && !code.hasPrefix("return") && !code.hasPrefix("else") && code != "}"
               }) {
                return gate
            }
            if !ran.contains(where: { $0 >= method && $0 <= body.closing + 1 }),
               let gate = helperGate(declaredAt: method, ran: ran, followed: followed.union([declaration])) {
                return gate
            }
        }
        return nil
    }

    /// The line that decided against the first of `candidates` (0-based lines spelling what was
    /// not made) whose method ran: see `skippedCall`. `ranWithout(index, declaration)`: for a
    /// candidate whose own line ran, the 0-based line to name, nil to try the next candidate.
    private static func decidingLine(skipping candidates: [Int], ran: Set<Int>, calling: Set<Int>,
                                     ranWithout: (Int, Int) -> Int?) -> Finding.Location? {
        guard let learnerSource, !ran.isEmpty else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        for index in candidates {
            let line = index + 1
            guard !calling.contains(line), let declaration = enclosingFunction(of: line),
                  let body = sourceBody(declaredAt: declaration - 1) else { continue }
            guard ran.contains(where: { $0 >= declaration && $0 <= body.closing + 1 }) else {
                // In a helper of the learner's that never ran (`prepareSwap(…)` below a `guard`
                // that returned): what kept the helper's own call from running.
                if let gate = helperGate(declaredAt: declaration, ran: ran) { return Finding.Location(file: file, line: gate) }
                continue
            }
            if reached(line, in: ran) {
                guard let named = ranWithout(index, declaration) else { continue }
                return Finding.Location(file: file, line: named + 1)
            }
            // In a closure that has not run yet (a completion): the call is there, but too late.
            // (Not when a `return` above the closure ran and nothing below it did: that path never
            // made the closure.)
            func returns(_ l: Int) -> Bool { codeLines[l - 1].range(of: #"\breturn\b"#, options: .regularExpression) != nil }
            if let opener = closureOpener(of: line, below: declaration),
               let closure = sourceBody(declaredAt: opener - 1),
               !ran.contains(where: { $0 > declaration && $0 < opener && returns($0) })
                   || ran.contains(where: { $0 > closure.closing + 1 && $0 <= body.closing + 1 }),
               !ran.contains(where: { $0 > opener && $0 < line }) {
                // (Handed to a call on an optional, `transitionCoordinator?.animate(alongsideTransition:`,
                // and never run in the whole scene: there was nothing to call — that call.)
                let dropped = codeLines[opener - 1].contains("?.") && !linesRan().contains(where: { $0 > opener && $0 <= line })
                // (Kept in a local nothing names again, `let hideCurrent = { … }`: the call of it is
                // what is missing — the statement after the closure, where it belongs.)
                // Run from lines that never ran themselves (`finish()` in a completion a `guard
                // animated else { return }` skipped): what kept those from running.
                if let name = keptClosureName(opener) {
                    let mentions = uses(of: name, besides: opener)
                    if mentions.isEmpty {
                        let after = (closure.closing + 1..<body.closing).first { codeLines[$0].trimmingCharacters(in: .whitespaces) != "" }
                        return Finding.Location(file: file, line: (after ?? closure.closing) + 1)
                    }
                    let runs = mentions.filter { invokedName(codeLines[$0]) == name || codeLines[$0].contains("\(name)(") }
                    if !runs.isEmpty, !runs.contains(where: { reached($0 + 1, in: ran) }),
                       !runs.contains(where: { $0 >= opener - 1 && $0 <= closure.closing }),
                       let decided = decidingLine(skipping: runs, ran: ran, calling: calling, ranWithout: { index, _ in index }) {
                        return decided
                    }
                }
                return Finding.Location(file: file, line: dropped ? opener : line)
            }
            // A bare `return` that ran is where the path left: the call belongs before it.
            func isBareReturn(_ l: Int) -> Bool { codeLines[l - 1].trimmingCharacters(in: .whitespaces) == "return" }
            // Entered, the method ran its first statement; a one-line `guard` there (`guard let
            // current = selectedIndex else { return }`) may share the method's line in coverage.
            var entered = ran
            if ran.contains(declaration) || ran.contains(body.opening + 1),
               let first = body.firstStatement,
               first.code.range(of: #"^\s*guard\b.*\belse\s*\{.*\}\s*$"#, options: .regularExpression) != nil {
                entered.insert(first.index + 1)
            }
            if let decided = entered.filter({ $0 > declaration && $0 < line && !isBareReturn($0) }).max() {
                return Finding.Location(file: file, line: decided)
            }
        }
        return nil
    }

    /// The local a closure literal opening on 1-based `opener` is kept in (`hideCurrent` of
    /// `let hideCurrent = { [self] in`); nil for a closure handed to a call.
    static func keptClosureName(_ opener: Int) -> String? {
        let code = codeLines[opener - 1]
        guard let match = code.range(of: #"^\s*(let|var)\s+[A-Za-z_][A-Za-z0-9_]*\s*(:[^=]*)?=\s*\{"#, options: .regularExpression) else { return nil }
        return SwiftTokensOfLine.of(String(code[match])).dropFirst().first
    }

    /// The 0-based lines other than 1-based `opener` that name `name`: run the closure kept in it
    /// (`name()`), or hand it on (`completion: name`).
    static func uses(of name: String, besides opener: Int) -> [Int] {
        codeLines.indices.filter { $0 != opener - 1 && SwiftTokensOfLine.of(codeLines[$0]).contains(name) }
    }

    /// Whether 1-based `line` ran (`ran`: the lines where edge coverage saw a block start run),
    /// itself or straight after a line that did (`ranStraightAfter`).
    static func reached(_ line: Int, in ran: Set<Int>) -> Bool {
        ran.contains(line) || ranStraightAfter(line, in: ran)
    }

    /// Whether 1-based `line` ran because a code line a few plain statements above it did and
    /// could only go on to it (no brace, no jump between). Coverage marks where blocks
    /// start (`content.viewIfLoaded?.removeFromSuperview()` starts one), not every line.
    static func ranStraightAfter(_ line: Int, in ran: Set<Int>) -> Bool {
        guard !codeLines[line - 1].contains("}") else { return false }
        // Up through plain statements (a few), to one that ran.
        var above = line
        for step in 0..<6 {
            guard let next = (1..<above).last(where: { !isBlank[$0 - 1] }) else { return false }
            above = next
            let code = codeLines[above - 1]
            // The method's opening brace: entered, it runs its first statements.
            if let method = enclosingFunction(of: line), method <= above,
               sourceBody(declaredAt: method - 1)?.opening == above - 1 {
                return ran.contains(method) || ran.contains(above)
            }
            // A closure's opening line (`}) { _ in`, `completion: { _ in`): coverage marks the
            // closure's entry there, and entered, it runs its first statements.
            if step == 0, ran.contains(above), closureSpan(around: line).map({ $0.opener == above }) == true {
                return true
            }
            guard !code.contains("{"), !code.contains("}"), !jumps(above - 1) else { return false }
            if ran.contains(above) { return true }
        }
        return false
    }

    /// Whether each 0-based line of code is blank, read once.
    static let isBlank: [Bool] = codeLines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty }

    /// Whether 0-based line `index` may leave the straight path (`return`, `guard`, `break`,
    /// `continue`, `throw`, `fallthrough`, a `case` or `default` label); each line's answer kept.
    private static func jumps(_ index: Int) -> Bool {
        jumpLines(index) {
            codeLines[index].range(of: #"\b(return|guard|break|continue|throw|fallthrough|case|default)\b"#,
                                   options: .regularExpression) != nil
        }
    }
    private static let jumpLines = Kept<Int, Bool>()

    /// For a call a check expects and no timeline row stands for (a map's
    /// `updateAnnotationLocation`): the line that decided it was not made, by what ran in the
    /// current scene (`skippedCall`); nil when nothing says.
    public static func skippedCall(of method: String, on receiver: String?) -> Finding.Location? {
        let ran = linesRan()
        return skippedCall(of: method, ran: ran, calling: [], receiver: receiver)
            .flatMap { givenLines().contains($0.line) ? nil : $0 }
    }

    /// The 0-based line that assigned a local the call to `method` on 0-based `index` passes as an
    /// argument (`beginAppearanceTransition(comingOnScreen, …)`): where a value that made nothing was made.
    static func argumentAssignment(ofCallTo method: String, onLine index: Int) -> Int? {
        arguments(ofCallTo: method, onLine: index + 1)?.lazy.compactMap { value -> Int? in
            guard isIdentifier(value), !["true", "false", "nil", "self", "animated"].contains(value) else { return nil }
            return assignment(of: value, before: index)
        }.first
    }

    /// The 1-based line opening the closure 1-based `line` sits in, when it is inside a closure
    /// opened within the method declared at `declaration` (a completion block, an animation
    /// block): code that runs later, not a branch.
    static func closureOpener(of line: Int, below declaration: Int) -> Int? {
        var depth = 0
        for index in stride(from: line - 2, to: declaration - 1, by: -1) {
            let code = codeLines[index]
            for c in code.reversed() {
                if c == "}" { depth += 1 }
                if c == "{" {
                    if depth > 0 { depth -= 1; continue }
                    // An unclosed brace above the line: a control block (look on above it), or a closure.
                    let head = code.trimmingCharacters(in: .whitespaces)
                    let control = ["if ", "} else", "else", "guard ", "for ", "while ", "switch ", "case ", "default", "do ", "do{", "repeat", "defer"]
                    // (A condition's last line, `let popover = … {` under `if regular,`, is the `if`'s.)
                    let statement = statementHead(of: index)
                    if control.contains(where: { head.hasPrefix($0) || statement.hasPrefix($0) }) { break }
                    return index + 1
                }
            }
        }
        return nil
    }

    /// The first line, trimmed, of the statement 0-based `index` ends: up through lines that end
    /// in a `,`, `&&` or `||` (a condition or an argument list spread over lines).
    static func statementHead(of index: Int) -> String {
        var head = index
        while let above = (0..<head).last(where: { !codeLines[$0].trimmingCharacters(in: .whitespaces).isEmpty }),
              [",", "&&", "||"].contains(where: { codeLines[above].trimmingCharacters(in: .whitespaces).hasSuffix($0) }) {
            head = above
        }
        return codeLines[head].trimmingCharacters(in: .whitespaces)
    }

    /// The name declared by the `func` on 1-based `line` (`viewDidAppear` in `override func viewDidAppear(`).
    static func functionName(at line: Int) -> String? {
        guard sourceLines.indices.contains(line - 1),
              let range = sourceLines[line - 1].range(of: #"func\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression)
        else { return nil }
        return String(sourceLines[line - 1][range].dropFirst(4)).trimmingCharacters(in: .whitespaces)
    }

    /// The last line of the learner's own code in `func name(`'s body (given code as shipped
    /// aside), else the body's closing brace: where what the method should do last belongs.
    static func lastBodyLine(of name: String) -> Finding.Location? {
        guard let learnerSource,
              let start = codeLines.firstIndex(where: { $0.contains("func \(name)(") })
        else { return nil }
        let given = givenLines()
        guard let body = sourceBody(declaredAt: start) else { return nil }
        let last = body.lines.last { line in
            let trimmed = line.code.trimmingCharacters(in: .whitespaces)
            return line.index != body.closing && !trimmed.isEmpty && trimmed != "}" && !given.contains(line.index + 1)
        }
        return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: (last?.index ?? body.closing) + 1)
    }

    /// The nearest 1-based line above `line`, in the same block (stopping at the brace that opens
    /// it), that is among `ran`; nil when none is.
    static func ranAbove(_ line: Int, in ran: Set<Int>) -> Int? {
        var depth = 0
        for index in stride(from: line - 2, through: 0, by: -1) {
            let code = codeLines[index]
            for c in code.reversed() {   // right to left: `}, completion: { _ in` opens the block
                if c == "}" { depth += 1 }
                if c == "{" { depth -= 1; if depth < 0 { return nil } }
            }
            if depth == 0, ran.contains(index + 1), !code.trimmingCharacters(in: .whitespaces).isEmpty { return index + 1 }
        }
        return nil
    }
}

extension CallSites {
    /// The last statement that ran in the method holding 1-based `line`, at or after it: where a
    /// method that ran past `line` without making a due call stopped (its `guard` that left, the
    /// `if` that chose the empty arm, or its last line). Edge coverage (`ran`) names each block
    /// that ran by its first line; a block's statements run straight on until a branch, a line
    /// that opens a block, or the block's end. A `guard`'s `else` that ran stands for the guard.
    static func lastStatementRan(from line: Int, ran: Set<Int>) -> Int? {
        guard let method = enclosingFunction(of: line),
              let body = sourceBody(declaredAt: method - 1) else { return nil }
        let inBody = body.lines.filter { $0.index != body.closing }
        func isStatement(_ code: String) -> Bool {
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("}")
        }
        guard let from = inBody.firstIndex(where: { $0.index + 1 >= line }) else { return nil }
        let start = inBody[from...].lastIndex { ran.contains($0.index + 1) && isStatement($0.code) } ?? from
        var last = start
        let branches = ["if ", "guard ", "switch ", "for ", "while ", "case ", "default", "else", "repeat", "return", "break", "continue", "throw"]
        for k in inBody.indices where k > start {
            let code = inBody[k].code
            if code.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let previous = inBody[last].code.trimmingCharacters(in: .whitespaces)
            guard isStatement(code), inBody[k].depth == inBody[start].depth,
                  !branches.contains(where: previous.hasPrefix), !previous.contains("{") else { break }
            last = k
        }
        // Inside a guard's `else` block: the guard left.
        let depth = inBody[last].depth
        if let opener = inBody[..<last].last(where: { $0.depth < depth }), opener.depth == depth - 1,
           let guardLine = guardOwning(elseAt: opener.index, inMethodAt: method) {
            return guardLine
        }
        return inBody[last].index + 1
    }

    /// The 1-based line of the `guard` whose `else {` opens on 0-based `opener`, in the method
    /// declared on 1-based `method`: the guard's own line or a line of its condition below it —
    /// nil for an `if`'s `else` (`} else {`, or an `else {` after a closing brace).
    static func guardOwning(elseAt opener: Int, inMethodAt method: Int) -> Int? {
        func trimmed(_ index: Int) -> String { codeLines[index].trimmingCharacters(in: .whitespaces) }
        let head = trimmed(opener)
        guard head.contains("else"), !head.hasPrefix("}") else { return nil }
        if head.hasPrefix("else"), let above = (method..<opener).last(where: { !trimmed($0).isEmpty }), trimmed(above).hasSuffix("}") {
            return nil
        }
        return stride(from: opener, through: method - 1, by: -1).first { trimmed($0).hasPrefix("guard ") }.map { $0 + 1 }
    }
}
