import Foundation
import KataCatalog

/// A call that went to the wrong object, or carried the wrong value, is often right as written:
/// the object or value was picked a few lines up (`let other = counterpart(of: map)`), or in a
/// helper of the learner's own. When a check knows which part of the call was wrong, the line to
/// fix is where that part was made (issue 19).
extension CallSites {
    /// Where the receiver of the call on `location`'s line was picked: the line that assigned the
    /// local it is (`let covered = children.last`), or the line in the learner's own helper that
    /// computed it (`counterpart(of:)`, a `currentTab` property); else `location`.
    public static func receiverOrigin(_ location: Finding.Location) -> Finding.Location {
        guard codeLines.indices.contains(location.line - 1), let name = receiver(onLine: location.line) else { return location }
        let code = codeLines[location.line - 1].trimmingCharacters(in: .whitespaces)
        let called = code.dropFirst(code.hasPrefix("self.") ? 5 : 0).dropFirst(name.count).hasPrefix("(")
        return origin(of: name, called: called, before: location.line - 1).map { Finding.Location(file: location.file, line: $0 + 1) }
            ?? location
    }

    /// For a call of `method` that went to the wrong object (the view that should have gone
    /// stayed): when the learner's file makes that call on one line that ran, where its receiver
    /// was picked (`let previous = children.first(where: …)`); nil when that says nothing more.
    public static func receiverPicked(forCallOf method: String) -> Finding.Location? {
        guard let learnerSource, let calls = spelledCalls(of: method) else { return nil }
        let ran = linesRan()
        let made = calls.filter { ran.contains($0 + 1) && receiver(onLine: $0 + 1) != nil }
        guard made.count == 1 else { return nil }
        let call = Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: made[0] + 1)
        let picked = receiverOrigin(call)
        return picked == call ? nil : picked
    }

    /// Where the first value passed to the call to `method` on `location`'s line was made: a local
    /// assigned above (`let spot = …`), or a helper of the learner's own (`otherSide(of: point)`);
    /// else `location`.
    /// A learner's computed property read off a value (`point.otherSideOfTheGlobe`): the line in
    /// it that computed the value — of its `component:` part (`x`, `y`) when the check knows which
    /// part is off.
    public static func argumentOrigin(_ location: Finding.Location, ofCallTo method: String, component: String? = nil) -> Finding.Location {
        guard codeLines.indices.contains(location.line - 1),
              let value = arguments(ofCallTo: method, onLine: location.line)?.first else { return location }
        if let member = value.range(of: #"^[A-Za-z_][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)$"#, options: .regularExpression)
            .map({ String(value[$0].split(separator: ".")[1]) }),
           codeLines.contains(where: { $0.range(of: #"\bvar\s+\#(member)\s*:[^=]*\{"#, options: .regularExpression) != nil }),
           let made = helperValueLine(member) {
            let part = component.map { valueLine($0, returnedAt: made) } ?? made
            return Finding.Location(file: location.file, line: part + 1)
        }
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return location }
        let called = value.dropFirst(name.count).hasPrefix("(")
        return origin(of: String(name), called: called, before: location.line - 1)
            .map { Finding.Location(file: location.file, line: $0 + 1) } ?? location
    }

    /// For a check that judged one argument of a call (its `animated:` flag, its `options:`, its
    /// `duration:`): where the value passed as `label:` on `location`'s line (or the lines the call
    /// goes on over) was made — a local assigned above (`let flipOptions = …`), or the learner's own
    /// helper (`animated: isAnimatingNow`). A value spelled in place is the line it is spelled on
    /// (`options: [.transitionFlipFromRight, .curveEaseIn],` below the call's first line). A call
    /// of a helper that passes `label:` a literal of its own: that line of the helper.
    public static func argumentOrigin(_ location: Finding.Location, label: String) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index),
              let pattern = regex(#"\b\#(label):\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*(\(\))?\s*[,)]"#)
        else { return location }
        // No such argument on the line, but a helper of the learner's it calls passes a literal of
        // its own (`startChildTransition(appearing: true)`, whose body says `animated: true`). (A
        // property it passes holds what other lines stored: they may be what is wrong.)
        if codeLines[index].range(of: #"(?<![A-Za-z0-9_])\#(label):"#, options: .regularExpression) == nil,
           let dropped = droppedInHelper(label: label, calledOn: index),
           codeLines[dropped].range(of: #"(?<![A-Za-z0-9_])\#(label):\s*(true|false|nil|-?[0-9.]+)\s*[,)]"#, options: .regularExpression) != nil {
            return Finding.Location(file: location.file, line: dropped + 1)
        }
        for k in index..<min(codeLines.count, index + 4) {
            let code = codeLines[k]
            guard let match = pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
                  let name = Range(match.range(at: 1), in: code) else {
                if k > index, code.range(of: #"(?<![A-Za-z0-9_])\#(label):"#, options: .regularExpression) != nil,
                   continuationLines(of: index).contains(k) {
                    return Finding.Location(file: location.file, line: k + 1)
                }
                continue
            }
            let called = match.range(at: 2).location != NSNotFound
            if let made = origin(of: String(code[name]), called: called, before: index) {
                return Finding.Location(file: location.file, line: made + 1)
            }
            // Passed on as it came (`beginChild(animated: animated)`) to a helper of the learner's
            // that does not pass it on (`animated: true` inside): that line of the helper. A
            // parameter of the helper it is in whose default its caller left in place: that call.
            // Else the line it is passed on (`options: direction,` below the call's first line).
            return (droppedInHelper(label: label, calledOn: k) ?? defaultedBy(parameter: String(code[name]), at: index))
                .map { Finding.Location(file: location.file, line: $0 + 1) }
                ?? (k > index && continuationLines(of: index).contains(k) ? Finding.Location(file: location.file, line: k + 1) : location)
        }
        return location
    }

    /// For `parameter` of the learner's method holding 0-based `index`, declared with a default
    /// (`animated: Bool = true`): the one call of that method that leaves it out; nil otherwise.
    static func defaultedBy(parameter: String, at index: Int) -> Int? {
        guard let method = enclosingFunction(of: index + 1), let name = functionName(at: method), !isOverride(name),
              codeLines[(method - 1)..<min(codeLines.count, method + 3)].joined()
                .range(of: #"\b\#(parameter)\s*:\s*[A-Za-z_][A-Za-z0-9_?]*\s*="#, options: .regularExpression) != nil,
              let calls = spelledCalls(of: name) else { return nil }
        let leaving = calls.filter { codeLines[$0].range(of: #"\b\#(parameter):"#, options: .regularExpression) == nil }
        return leaving.count == 1 ? leaving[0] : nil
    }

    /// The one 0-based line, in a learner helper called on 0-based line `index`, that passes
    /// `label:` something other than one of the helper's parameters; nil when there is not one.
    static func droppedInHelper(label: String, calledOn index: Int) -> Int? {
        let tokens = SwiftTokensOfLine.of(codeLines[index])
        let given = givenLines()
        for (k, name) in tokens.enumerated() where k + 1 < tokens.count && tokens[k + 1] == "(" && isIdentifier(name) {
            guard let start = codeLines.indices.first(where: { !given.contains($0 + 1) && codeLines[$0].contains("func \(name)(") }),
                  let body = sourceBody(declaredAt: start) else { continue }
            let parameters = Set(parameterNames(ofFunctionAt: start + 1))
            let dropping = body.lines.filter { line in
                guard let range = line.code.range(of: #"(?<![A-Za-z0-9_])\#(label):\s*[^,)]+"#, options: .regularExpression) else { return false }
                let value = line.code[range].dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)
                return !parameters.contains(value)
            }
            if dropping.count == 1 { return dropping[0].index }
        }
        return nil
    }

    /// The 0-based line that made `name` as seen on 0-based line `index`: a helper of the learner's
    /// own when `called` (or when no local has that name), else the local's assignment — unless it
    /// only renames or unwraps another name, which says nothing of where the value came from.
    static func origin(of name: String, called: Bool, before index: Int) -> Int? {
        if !called, let local = assignment(of: name, before: index), !given(local) {
            if let helper = helperFedWhatItWasGiven(valueOf(local), at: local), let made = helperValueLine(helper) { return made }
            return isIdentifier(valueOf(local)) && !continuesBelow(local) ? nil : local
        }
        return helperValueLine(name)
    }

    /// The learner's helper a value is made by, when it is given only what the method holding
    /// 0-based `index` was given (`counterpart(of: mapViewController)`): nothing at the call can
    /// be wrong, so the helper decided. Nil for any other value (`frame(in: view.bounds)`: the
    /// argument may be the mistake).
    static func helperFedWhatItWasGiven(_ value: String, at index: Int) -> String? {
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = value.dropFirst(name.count)
        guard !name.isEmpty, rest.hasPrefix("("), let close = closingParenthesis(in: rest),
              rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces).isEmpty,
              let method = enclosingFunction(of: index + 1),
              let arguments = arguments(ofCallTo: String(name), onLine: index + 1), !arguments.isEmpty
        else { return nil }
        let parameters = parameterNames(ofFunctionAt: method)
        guard arguments.allSatisfy(parameters.contains) else { return nil }
        return String(name)
    }

    /// A line whose value is one helper of the learner's fed only what its method was given
    /// (`preferred.clamped(to: 0...parentSize.height)`, `height(for: container.preferredContentSize
    /// .height, …)` in `size(forChildContentContainer:…)`): nothing at the line can be wrong, so
    /// the line in the helper that computed the value. Else `location`.
    static func givenOnlyHelperSource(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), let method = enclosingFunction(of: location.line), method != location.line else { return location }
        let code = codeLines[index].trimmingCharacters(in: .whitespaces)
        var value = code.hasPrefix("return ") ? String(code.dropFirst(7)) : valueOf(index)
        // (`guard let other = counterpart(of: map) else { return }`: the value, not the exit.)
        if code.hasPrefix("guard "), let exit = value.range(of: #"\s+else\s*\{.*$"#, options: .regularExpression) {
            value = String(value[..<exit.lowerBound])
        }
        // (A tuple bound in the wrong order is the line's own mistake.)
        guard !value.isEmpty, code.range(of: #"^(let|var)\s*\("#, options: .regularExpression) == nil else { return location }
        let tokens = SwiftTokensOfLine.of(value)
        let parameters = Set(parameterNames(ofFunctionAt: method))
        var helpers: [String] = []
        for (k, token) in tokens.enumerated() where isIdentifier(token) && !(token.first?.isNumber ?? true) {
            let member = k > 0 && tokens[k - 1] == "."
            let called = k + 1 < tokens.count && tokens[k + 1] == "("
            let label = k + 1 < tokens.count && tokens[k + 1] == ":"
            if called, helperValueLine(token) != nil { helpers.append(token); continue }
            if member || label || parameters.contains(token) || ["min", "max", "CGSize", "CGRect", "CGPoint"].contains(token) { continue }
            return location
        }
        guard helpers.count == 1, let made = helperValueLine(helpers[0]), made != index else { return location }
        return Finding.Location(file: location.file, line: made + 1)
    }

    private static func given(_ index: Int) -> Bool { givenLines().contains(index + 1) }
}

extension CallSites {
    /// For a call made on the wrong object at `frames`' first line: when its receiver is a
    /// parameter of the learner's method it is in (`holder.addSubview(…)` in `embedChild(_:in
    /// holder:)`), or that method's `self` in an extension (`addSubview(…)` in `UIView.embed`), the
    /// caller chose the object — the learner's line that called the method. Nil otherwise (an
    /// override's parameter is UIKit's).
    static func receiverHandedIn(_ frames: [Finding.Location]) -> Finding.Location? {
        guard let made = frames.first, codeLines.indices.contains(made.line - 1),
              let declaration = enclosingFunction(of: made.line), let name = functionName(at: declaration), !isOverride(name)
        else { return nil }
        let code = codeLines[made.line - 1].trimmingCharacters(in: .whitespaces)
        let handed: Bool
        if let receiver = receiver(onLine: made.line) {
            handed = parameterNames(ofFunctionAt: declaration).contains(receiver) && assignment(of: receiver, before: made.line - 1) == nil
        } else {
            // No receiver: the method's own `self`, handed in when the method is an extension's.
            let opensWithCall = code.range(of: #"^[A-Za-z_][A-Za-z0-9_]*\("#, options: .regularExpression) != nil
            let typeLine = codeLines[..<(declaration - 1)].lastIndex { $0.range(of: #"^(extension|(final\s+)?class|struct)\s"#, options: .regularExpression) != nil }
            handed = opensWithCall && typeLine.map { codeLines[$0].hasPrefix("extension ") } ?? false
        }
        guard handed else { return nil }
        return frames.dropFirst().first { enclosingFunction(of: $0.line) != declaration && codeLines[$0.line - 1].contains("\(name)(") }
    }
}

extension CallSites {
    /// An extra call whose twin is missing (the same method, another object or another argument)
    /// is right as written when its wrong part was picked above it in the learner's method (`let
    /// host = old.parent`, `let outgoing = children.last`): that line. Nil when the part is spelled
    /// in the call (or the call is not on `here`'s line).
    /// A view row names the view first and its superview after the arrow (`info.view →
    /// topContainer (addSubview)`): there the call's receiver is the superview.
    /// A local that a line of a call a correct container makes too (`correct`) also uses holds
    /// the object it was meant to: the call that used it here is the one that is wrong.
    static func pickedPart(of extra: DiffRow, among rows: [DiffRow], at here: Finding.Location, correct: Set<Int>) -> Finding.Location? {
        guard let text = extra.actual.map(TimelineDiff.key), let method = calledMethod(text),
              codeLines.indices.contains(here.line - 1), codeLines[here.line - 1].contains(method + "(")
        else { return nil }
        let first = text.prefix { $0 != "." && $0 != " " }
        func startsAlike(_ twin: String) -> Bool { twin.hasPrefix(first + ".") || twin.hasPrefix(first + " ") }
        // The twin that shares the first name, else any: the missing row this one stands for.
        let twins = rows.compactMap { $0.kind == .missing && $0.expected.flatMap(calledMethod) == method ? $0.expected.map(TimelineDiff.key) : nil }
        guard let twin = twins.first(where: startsAlike) ?? twins.first else { return nil }
        let sameFirst = startsAlike(twin)
        let isViewRow = text.contains(" → ") || text.contains(" ← ")
        let receiverIsWrong = isViewRow ? sameFirst : !sameFirst
        let picked = receiverIsWrong ? receiverOrigin(here) : argumentOrigin(here, ofCallTo: method)
        let name = receiverIsWrong ? receiver(onLine: here.line)
            : arguments(ofCallTo: method, onLine: here.line)?.first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        guard picked != here, let name, !name.isEmpty else { return nil }
        return correct.contains(where: { $0 != here.line && SwiftTokensOfLine.of(codeLines[$0 - 1]).contains(name) }) ? nil : picked
    }
}
