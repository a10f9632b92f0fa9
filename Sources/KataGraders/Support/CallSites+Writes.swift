import Foundation
@_spi(Simulator) import UIKitSim
import KataCatalog

/// Where the learner wrote a value a check judged (issue 19): a check that finds a view hidden
/// instead of removed, a frame or alpha that is wrong, a popover without an anchor, or a getter
/// that answers the wrong child points at the line that decided it — a timeline has no row for it.
extension CallSites {
    /// One write of a property UIKitSim reports (`Simulator.propertyWriteObserver`).
    struct Write {
        weak var object: AnyObject?
        /// The object's class, known after the object is gone.
        let kind: ObjectIdentifier
        let property: String
        let stack: [UInt]
        /// Made after the world's first journal entry: it belongs to that world alone.
        let madeInWorldWithEntries: Bool
        /// The journal's length when it was made (a check judging one moment of a scene reads the
        /// writes made up to it).
        let position: Int
        /// Made inside a UIView animation block.
        let inAnimation: Bool
    }

    /// The learner's line that last wrote one of `properties` of `object`. When the learner wrote
    /// none of them there, the line that wrote one of them on another object of the same class
    /// (a missing write belongs beside its twin: `startMap.delegate = self` without the target's),
    /// else on any other object.
    /// Nil when no learner line wrote any: the caller falls back to the timeline. `from`, `upTo`:
    /// only the writes made while the journal had that many entries (the moments the check judged).
    /// `outsideAnimation`: only writes made outside any animation block (a frame that jumps).
    public static func writeSite(of object: AnyObject, _ properties: String..., from: Int = 0, upTo: Int = .max,
                                 outsideAnimation: Bool = false) -> Finding.Location? {
        writeSite(of: object, properties, from: from, upTo: upTo, outsideAnimation: outsideAnimation)
    }

    /// `ownOnly`: only `object`'s own writes, never a twin's. `following`: false names the
    /// writing line itself (`writingLine`), its value not followed to where it was made.
    static func writeSite(of object: AnyObject, _ properties: [String], from: Int = 0, upTo: Int = .max,
                          outsideAnimation: Bool = false, ownOnly: Bool = false, earliest: Bool = false,
                          following: Bool = true) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        let lineOf = { (write: Write) in following ? learnerLine(write) : writingLine(write) }
        let matching = writes.filter {
            properties.contains($0.property) && (from...upTo).contains($0.position) && !(outsideAnimation && $0.inAnimation)
        }
        let relevant = earliest ? matching : matching.reversed()
        if tracesRows {   // each of the object's writes: journal position, learner frames, the line it names
            for write in relevant where write.object === object {
                let frames = learnerFrames(ofStack: write.stack).map(\.line)
                FileHandle.standardError.write(Data("write \(write.property) at \(write.position): \(frames) -> \(lineOf(write)?.line ?? 0)\n".utf8))
            }
        }
        if let own = relevant.lazy.filter({ $0.object === object }).compactMap(lineOf).first { return own }
        if ownOnly { return nil }
        // A twin of the same class first (the map beside it), else any other object (the wrapped
        // controller styled instead of the navigation controller presented).
        let kind = ObjectIdentifier(type(of: object))
        let others = relevant.reversed().filter { $0.object !== object }
        return others.lazy.filter { $0.kind == kind }.compactMap(lineOf).first ?? others.lazy.compactMap(lineOf).first
        #else
        return nil
        #endif
    }

    /// The learner's line that placed `view` at `frame` instead of `expected`: for a view laid out
    /// by constraints, the constraint made on an edge that is off (its bottom anchor, its width);
    /// else the last write of its frame, bounds or center. `from`, `upTo`: as for `writeSite`; with
    /// `from`, nil when nothing was written since (the caller names the write that is missing).
    public static func layoutSite(of view: UIView, frame: CGRect, expected: CGRect, from: Int = 0, upTo: Int = .max) -> Finding.Location? {
        func off(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > 0.5 }
        var attributes: [NSLayoutConstraint.Attribute] = []
        if off(frame.minY, expected.minY) { attributes += [.top, .topMargin, .centerY] }
        if off(frame.maxY, expected.maxY) { attributes += [.bottom, .bottomMargin, .centerY] }
        if off(frame.height, expected.height) { attributes += [.height] }
        if off(frame.minX, expected.minX) { attributes += [.leading, .left, .leadingMargin, .leftMargin, .centerX] }
        if off(frame.maxX, expected.maxX) { attributes += [.trailing, .right, .trailingMargin, .rightMargin, .centerX] }
        if off(frame.width, expected.width) { attributes += [.width] }
        if view.translatesAutoresizingMaskIntoConstraints {
            // Pinned, but its frame still comes from its autoresizing mask: where the flag was
            // turned off (on another view, by mistake), else above where its constraints were made.
            if let pinned = flagSiteBeforeConstraints(of: view, from: from, upTo: upTo) {
                return writeSite(of: view, "translatesAutoresizingMaskIntoConstraints", from: from, upTo: upTo) ?? pinned
            }
        } else if let pinned = constraintSite(of: view, attributes: attributes, from: from, upTo: upTo) {
            return pinned
        }
        if let written = writeSite(of: view, ["frame", "bounds", "center"], from: from, upTo: upTo, following: false),
           let incomplete = incompleteWrite(at: written, frame: frame, expected: expected) {
            return incomplete
        }
        return writeSite(of: view, "frame", "bounds", "center", from: from, upTo: upTo).map { partSite($0, frame: frame, expected: expected) }
            ?? (from > 0 ? nil : skippedWrite(of: "frame", "bounds", "center"))
    }

    /// `written` (a write's own line, `compoundWrite` already applied) when it sets only parts of a
    /// frame (`frame.size.height = …`, `frame.origin = …`) that are right while another part is
    /// off: the value is right, the write is incomplete — that line, not where its value was made.
    static func incompleteWrite(at written: Finding.Location, frame: CGRect, expected: CGRect) -> Finding.Location? {
        guard codeLines.indices.contains(written.line - 1),
              writesOnlyRightParts(codeLines[written.line - 1], frame: frame, expected: expected) else { return nil }
        return written
    }

    private static func writesOnlyRightParts(_ code: String, frame: CGRect, expected: CGRect) -> Bool {
        func off(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > 0.5 }
        let offParts: Set<String> = Set([("x", off(frame.minX, expected.minX)), ("y", off(frame.minY, expected.minY)),
                                         ("width", off(frame.width, expected.width)), ("height", off(frame.height, expected.height))]
            .filter(\.1).map(\.0))
        let shapes: [(String, Set<String>)] = [
            (#"\.(frame|bounds)\.size\.width\s*[-+*/]?=(?!=)"#, ["width"]), (#"\.(frame|bounds)\.size\.height\s*[-+*/]?=(?!=)"#, ["height"]),
            (#"\.frame\.origin\.x\s*[-+*/]?=(?!=)"#, ["x"]), (#"\.frame\.origin\.y\s*[-+*/]?=(?!=)"#, ["y"]),
            (#"\.(frame|bounds)\.size\s*=(?!=)"#, ["width", "height"]), (#"\.frame\.origin\s*=(?!=)"#, ["x", "y"]),
        ]
        guard !offParts.isEmpty, let written = shapes.first(where: { code.range(of: $0.0, options: .regularExpression) != nil })?.1
        else { return false }
        return written.isDisjoint(with: offParts)
    }

    /// For a frame write built in place from locals (`CGRect(x: 0, y: 0, width: column, height: h)`):
    /// the line that computed a part that is off (`let column = bounds.width / 2`). When no line of
    /// the learner's computed it (a given helper did, or nothing), and the other arm of the write's
    /// `if` writes it differently: what the `if` decided on (`chosenArm`). Else `write`.
    public static func partSite(_ write: Finding.Location, frame: CGRect?, expected: CGRect) -> Finding.Location {
        guard codeLines.indices.contains(write.line - 1) else { return write }
        var part = write
        if let frame {
            for label in offParts(of: frame, expected: expected) {
                let made = valueLine(label, returnedAt: write.line - 1)
                if made != write.line - 1 { part = Finding.Location(file: write.file, line: made + 1); break }
            }
        }
        let learnerMade = part != write && !callsGivenHelper(part.line - 1)
        let readsCache = staleCaches.contains { SwiftTokensOfLine.of(codeLines[write.line - 1]).contains($0.name) }
        if !learnerMade, !readsCache, let decided = chosenArm(of: write), !givenLines().contains(decided.line) { return decided }
        return part
    }

    /// Whether the value assigned on 0-based `index` is a call of a helper the kata gives
    /// (`primaryWidth(for: bounds.size)`): made as given, so right for what it was asked.
    static func callsGivenHelper(_ index: Int) -> Bool {
        let value = valueOf(index)
        guard let name = value.range(of: #"^(?:self\.)?[A-Za-z_][A-Za-z0-9_]*(?=\()"#, options: .regularExpression).map({ String(value[$0]) })
        else { return false }
        let given = givenLines()
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        return codeLines.indices.contains { given.contains($0 + 1) && codeLines[$0].contains("func \(bare)(") }
    }

    /// The learner's line that last put `view` into a superview (`addSubview`, `insertSubview`):
    /// for a view found in the wrong place, a hierarchy change no timeline row stands for. Nil
    /// when no learner line did (given code as shipped aside). `from`, `upTo`: only insertions
    /// the journal made at those positions.
    public static func placementSite(of view: UIView, from: Int = 0, upTo: Int = .max) -> Finding.Location? {
        let given = givenLines()
        return ContainmentJournal.insertions(of: view).reversed().lazy.filter { (from..<upTo).contains($0.index) }
            .compactMap { location(ofEntry: $0.index) }.first { !given.contains($0.line) }
    }

    /// The learner's line that left `view`'s frame as it was at the end of `[from, upTo)`: its
    /// last write there. When the learner wrote it only before, the frame is stale from an
    /// earlier moment (a push that slid the view aside): where this moment put the view back is
    /// where to reset it. Never written: `writeSite`'s (the twin's write it lacks).
    public static func frameSite(of view: UIView, from: Int, upTo: Int) -> Finding.Location? {
        let frameWrites = ["frame", "bounds", "center"]
        if let own = writeSite(of: view, frameWrites, from: from, upTo: upTo, ownOnly: true) { return own }
        if writeSite(of: view, frameWrites, upTo: from, ownOnly: true) != nil, let placed = placementSite(of: view, from: from, upTo: upTo) {
            return placed
        }
        return writeSite(of: view, frameWrites, upTo: upTo)
    }

    /// The learner's line that last wrote one of `properties` of any object of class `kind`, gone or
    /// not: for an object UIKit has already let go (a popover after a failed presentation).
    public static func writeSite(ofAny kind: AnyObject.Type, _ properties: String...) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        let kind = ObjectIdentifier(kind)
        return writes.reversed().lazy.filter { $0.kind == kind && properties.contains($0.property) }.compactMap(learnerLine).first
        #else
        return nil
        #endif
    }

    #if os(Linux) && canImport(Runtime)
    /// The learner's line that made `write` as it stands (its value not followed), unless given.
    private static func writingLine(_ write: Write) -> Finding.Location? {
        location(ofStack: write.stack).map { compoundWrite($0, of: write.property) }.flatMap { givenLines().contains($0.line) ? nil : $0 }
    }

    /// The learner's line that made `write`'s value (`computedValue`, `passedIn`), unless it is
    /// given code as shipped.
    private static func learnerLine(_ write: Write) -> Finding.Location? {
        let frames = learnerFrames(ofStack: write.stack)
        guard let first = frames.first.map({ compoundWrite($0, of: write.property) }), !givenLines().contains(first.line) else { return nil }
        let made = computedValue(first)
        guard made.line == first.line else { return made }
        // What ran in the act the write was made in (the journal's last entry before it).
        let entries = Simulator.journal.entries
        let act = write.position > 0 && write.position <= entries.count ? entries[write.position - 1].act : nil
        return passedIn(first, frames: frames, ran: { act.flatMap { linesRanByAct()[$0] } ?? [] }) ?? made
    }
    #endif

    /// `size(forChildContentContainer:…)`'s answer when it was `answer` instead of `expected`: the
    /// line that computed the one dimension that is wrong (`answerSite(of:component:)`).
    /// `asked`, `notAsked`: the names of the child the answer was for and of the others, when the
    /// check knows: of several answering `return`s, the one in an arm that names the
    /// child, else the one in the arm that names none of the others (`default:` after `case …
    /// where child === primary`).
    public static func sizeAnswerSite(_ answer: CGSize, expected: CGSize, asked: String? = nil, notAsked: [String] = []) -> Finding.Location? {
        let wrongWidth = abs(answer.width - expected.width) > 0.01, wrongHeight = abs(answer.height - expected.height) > 0.01
        return answerSite(of: "size", component: wrongWidth == wrongHeight ? nil : wrongWidth ? "width" : "height",
                          asked: asked, notAsked: notAsked)
    }

    /// A rectangle the learner's `name` answered (`frameOfPresentedViewInContainerView`) as
    /// `answer` instead of `expected`: the line that computed its one wrong part (`x`, `y`,
    /// `width`, `height`), or the answer when several are off.
    public static func rectAnswerSite(of name: String, _ answer: CGRect, expected: CGRect) -> Finding.Location? {
        let parts = offParts(of: answer, expected: expected)
        return answerSite(of: name, component: parts.count == 1 ? parts[0] : nil)
    }

    /// The argument labels of `rect`'s parts that are off `expected` by more than half a point, in
    /// `CGRect(x:y:width:height:)` order.
    static func offParts(of rect: CGRect, expected: CGRect) -> [String] {
        func off(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > 0.5 }
        return [("x", off(rect.minX, expected.minX)), ("y", off(rect.minY, expected.minY)),
                ("width", off(rect.width, expected.width)), ("height", off(rect.height, expected.height))]
            .filter(\.1).map(\.0)
    }

    /// The learner's line that gave the answer `name` asked for (`answerLine`). `component`: the
    /// argument label of the answer's part that is wrong (`height` of a `CGSize(…)`).
    /// When the answering `return` passes a local there (`height: height`), the line that assigned
    /// it (followed while each step only renames another local): where that part was computed.
    public static func answerSite(of name: String, component: String? = nil, asked: String? = nil,
                                  notAsked: [String] = []) -> Finding.Location? {
        answerLine(of: name, asked: asked, notAsked: notAsked).map { answer in
            guard let component else { return answer }
            return Finding.Location(file: answer.file, line: valueLine(component, returnedAt: answer.line - 1) + 1)
        }
    }

    /// The 0-based line that assigned the local passed as `component:` on 0-based line `index`,
    /// followed through plain renamings (`let h = height`); `index` when the argument is not a
    /// local of the same method.
    static func valueLine(_ component: String, returnedAt index: Int) -> Int {
        // `return answer`, a local whose part was set above it (`answer.height = …`): that line.
        let returned = codeLines[index].trimmingCharacters(in: .whitespaces)
        if returned.hasPrefix("return "), let declaration = enclosingFunction(of: index + 1) {
            let name = returned.dropFirst("return ".count).trimmingCharacters(in: .whitespaces)
            if isIdentifier(name) {
                let part = regex(#"^\s*\#(name)(\.size|\.origin)?\.\#(component)\s*[-+*/]?=(?!=)"#)
                let set = stride(from: index - 1, to: declaration - 1, by: -1).first { i in
                    let code = codeLines[i]
                    return part?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
                }
                return set ?? assignment(of: name, before: index) ?? index
            }
        }
        // The argument labelled `component:` (not `dx:` for `x`), on the answer's line or the
        // lines its call goes on over.
        var index = index
        let labelPattern = #"(?<![A-Za-z0-9_])\#(component):"#
        if codeLines[index].range(of: labelPattern, options: .regularExpression) == nil,
           let continued = continuationLines(of: index).first(where: { codeLines[$0].range(of: labelPattern, options: .regularExpression) != nil }) {
            index = continued
        }
        let code = codeLines[index]
        guard let label = code.range(of: labelPattern, options: .regularExpression) else { return index }
        let argument = code[label.upperBound...]
        let word = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " }
        let rest = argument.dropFirst(word.count)
        let name = word.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, rest.first == "," || rest.first == ")" else { return index }
        // A local another answer of the same method passes too is right for that one: the
        // answer that passes it here is what is wrong (a copied `return`).
        if let declaration = enclosingFunction(of: index + 1),
           let body = sourceBody(declaredAt: declaration - 1),
           body.lines.contains(where: { line in
               line.index != index && line.code.trimmingCharacters(in: .whitespaces).hasPrefix("return ")
                   && SwiftTokensOfLine.of(line.code).contains(name)
           }) {
            return index
        }
        // A `var` set again under an `if` (`if height < limit { height = limit }`): the condition
        // chose which value it has.
        if let declaration = enclosingFunction(of: index + 1),
           let set = (declaration..<index).reversed().first(where: { codeLines[$0].range(of: #"^\s*\#(name)\s*=(?!=)"#, options: .regularExpression) != nil }),
           let fork = armingIf(of: set), fork >= declaration {
            return fork
        }
        return assignment(of: name, before: index) ?? index
    }

    /// The 0-based lines a statement opened on 0-based `index` goes on over, while its
    /// parentheses are open (at most four).
    static func continuationLines(of index: Int) -> [Int] {
        var depth = 0, lines: [Int] = []
        for k in index..<min(codeLines.count, index + 5) {
            if k > index { lines.append(k) }
            for c in codeLines[k] { if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } }
            if depth <= 0 { break }
        }
        return lines
    }

    /// A write whose value is a local computed above it (`view.frame = slot`): the line that
    /// computed it, followed through plain renamings — where a wrong value was made. Else `location`.
    static func computedValue(_ location: Finding.Location) -> Finding.Location {
        let code = codeLines[location.line - 1]
        guard let equals = code.range(of: "="), !code.contains("=="), !code.contains("let "), !code.contains("var ") else { return location }
        let value = code[equals.upperBound...].trimmingCharacters(in: .whitespaces)
        func at(_ index: Int) -> Finding.Location { Finding.Location(file: location.file, line: index + 1) }
        // `= start` from `let (exit, start) = slideFrames()`: the line that said which is which.
        if isIdentifier(value), let unpacked = destructuring(of: value, before: location.line - 1) { return at(unpacked) }
        // `= contentArea`, `= frameForSheet()`, `= parts.remainder`: a helper of the learner's own
        // made it (or a local read from one): the line in it that computed the value.
        if let root = valueRoot(value) {
            if let local = assignment(of: root, before: location.line - 1) {
                // One member of a tuple of values each read as made (`frames.start` of `(start:
                // newViewStartFrame(), end: oldViewEndFrame())`): taking that member is the choice.
                if pickedMember(value, of: root, madeAt: local) { return location }
                if root != value, !isReadOnly(valueOf: local) { return at(local) }
                if let helper = valueRoot(valueOf(local)).flatMap(helperValueLine) { return at(helper) }
            } else if let helper = helperValueLine(root) {
                return at(helper)
            }
        }
        guard isIdentifier(value),
              let line = assignment(of: value, before: location.line - 1) else { return location }
        // A part of it set after (`frame.origin.y = 44`): the last such line made the value.
        if let part = regex(#"^\s*\#(value)(\.[A-Za-z_][A-Za-z0-9_]*)+\s*[-+*/]?=(?!=)"#),
           let set = stride(from: location.line - 2, to: line, by: -1).first(where: { i in
               part.firstMatch(in: codeLines[i], range: NSRange(codeLines[i].startIndex..., in: codeLines[i])) != nil
           }) {
            return Finding.Location(file: location.file, line: set + 1)
        }
        // A value only read (`let slot = frameForContentController()`, `let f = old.view.frame`) is
        // right as read: the write that used it is the mistake (the wrong view, property, moment).
        // Unless it was read from the very property the write sets (`let target = content.view.frame`
        // … `content.view.frame = target`): the write only puts back what was there; the read is wrong.
        let written = code[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
        let readsWhatItWrites = valueOf(line) == written || valueOf(line) == "self." + written || "self." + valueOf(line) == written
        return isReadOnly(valueOf: line) && !readsWhatItWrites ? location : Finding.Location(file: location.file, line: line + 1)
    }

    /// Whether `value` is `root.label` of a labelled tuple assigned on 0-based `local` whose
    /// element for `label` only reads a value (`(start: newViewStartFrame(), end: …)`).
    static func pickedMember(_ value: String, of root: String, madeAt local: Int) -> Bool {
        let label = String(value.dropFirst(root.count + 1))
        let tuple = valueOf(local)
        guard value.hasPrefix(root + "."), isIdentifier(label),
              let pattern = regex(#"[(,]\s*\#(label)\s*:\s*([^,()]*(?:\([^()]*\))?)\s*[,)]"#),
              let match = pattern.firstMatch(in: tuple, range: NSRange(tuple.startIndex..., in: tuple)),
              let element = Range(match.range(at: 1), in: tuple) else { return false }
        return valueRoot(tuple[element].trimmingCharacters(in: .whitespaces)) != nil
    }

    /// The 0-based line opening the arm 0-based `index` is in: its `case`/`default` label, or the
    /// `if`/`} else` whose block holds it (`blockOpener`); nil for any other block.
    static func armOpener(of index: Int) -> Int? {
        blockOpener(of: index).flatMap { k in
            let code = codeLines[k].trimmingCharacters(in: .whitespaces)
            return ["case ", "default", "if ", "} else"].contains(where: code.hasPrefix) ? k : nil
        }
    }

    /// The right-hand side of the assignment on 0-based line `index`.
    static func valueOf(_ index: Int) -> String {
        codeLines[index].components(separatedBy: "=").dropFirst().joined(separator: "=").trimmingCharacters(in: .whitespaces)
    }

    /// Whether the assignment on 0-based `index` only reads a value (`frameForContentController()`,
    /// `old.view.frame`) rather than computing one.
    static func isReadOnly(valueOf index: Int) -> Bool { valueRoot(valueOf(index)) != nil }

    /// The name a read-only value starts from: `parts` of `parts.remainder`, `frameForSheet` of
    /// `frameForSheet()`, `self.` aside; nil for a computed expression.
    static func valueRoot(_ value: String) -> String? {
        var text = Substring(value)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        // A name, a chain of them, an optional chain, perhaps called with no argument
        // (`^[A-Za-z_][A-Za-z0-9_.?]*(\(\))?$`, read by hand: asked for many lines of a failing check).
        let chain = text.hasSuffix("()") ? text.dropLast(2) : text
        func isWordStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
        guard let first = chain.first, isWordStart(first),
              chain.allSatisfy({ isWordStart($0) || ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "?" }) else { return nil }
        let root = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return root.isEmpty ? nil : String(root)
    }

    /// The 0-based line, above `index` in its method, that unpacks a tuple into `name` (`let (exit,
    /// start) = …`).
    static func destructuring(of name: String, before index: Int) -> Int? {
        guard let declaration = enclosingFunction(of: index + 1),
              let pattern = regex(#"^\s*(let|var)\s*\([^)]*\b\#(name)\b[^)]*\)\s*="#) else { return nil }
        return stride(from: index - 1, to: declaration - 1, by: -1).first { i in
            pattern.firstMatch(in: codeLines[i], range: NSRange(codeLines[i].startIndex..., in: codeLines[i])) != nil
        }
    }

    /// For a computed property or method of the learner's own (not an override UIKit asks for
    /// its own use, not given code): the 0-based line that computed its value — a one-line body,
    /// else the local its answering `return` passes (where that local was made), else that `return`.
    static func helperValueLine(_ name: String) -> Int? {
        let given = givenLines()
        return helperValueLine(name, given: given).flatMap { given.contains($0 + 1) ? nil : $0 }
    }

    private static func helperValueLine(_ name: String, given: Set<Int>) -> Int? {
        guard let start = codeLines.indices.first(where: { index in
                  let code = codeLines[index]
                  return !given.contains(index + 1) && !code.contains("override")
                      && code.range(of: #"\b(var|let)\s+\#(name)\s*[:=]|\bfunc\s+\#(name)\("#, options: .regularExpression) != nil
              }) else { return nil }
        // A stored property's initializer (`lazy var frame: CGRect = slot.convert(…)`, a constant
        // `let slideDuration: TimeInterval = 250`) made it; a `var`'s literal start value is state
        // the learner's writes change, not what made the value.
        if codeLines[start].contains("="), !codeLines[start].contains("{") {
            let isVariable = codeLines[start].range(of: #"\bvar\s"#, options: .regularExpression) != nil
            return isVariable && !readsState(valueOf(start)) ? nil : start
        }
        // A stored property without an initializer (`var firstChild: UIViewController?`) made
        // nothing; the brace below it opens another member.
        if !codeLines[start].contains("{"), codeLines[start].range(of: #"\bfunc\s"#, options: .regularExpression) == nil { return nil }
        guard let body = sourceBody(declaredAt: start) else { return nil }
        if body.opening == body.closing { return body.opening }
        let code = body.lines.filter { $0.index < body.closing && !$0.code.trimmingCharacters(in: .whitespaces).isEmpty }
        if code.count == 1 { return code[0].index }
        guard let answer = code.last(where: { $0.depth == 1 && $0.code.range(of: #"\breturn\b"#, options: .regularExpression) != nil }) else { return nil }
        let returned = answer.code.trimmingCharacters(in: .whitespaces).dropFirst("return".count).trimmingCharacters(in: .whitespaces)
        guard isIdentifier(returned) else { return answer.index }
        // Searched from the declaration itself: a computed property is no `func` to find.
        return assignment(of: returned, before: answer.index, from: start + 1) ?? answer.index
    }

    /// The 0-based line, above 0-based `index` in its method, that last assigned local `name`,
    /// followed while it only renames another (`let w = width`); nil when none does.
    /// `from`: the 1-based line the search stops at (the method's declaration by default).
    static func assignment(of name: String, before index: Int, from start: Int? = nil) -> Int? {
        guard let declaration = start ?? enclosingFunction(of: index + 1) else { return nil }
        // A function nested in a method (`func settle()` in `push`) reads the method's locals too.
        if start == nil, let outer = enclosingFunction(of: declaration - 1), outer < declaration,
           sourceBody(declaredAt: outer - 1).map({ $0.closing > index }) == true {
            return assignment(of: name, before: index, from: declaration) ?? assignment(of: name, before: index, from: outer)
        }
        var name = name, line = index, found: Int?
        for _ in 0..<4 {
            guard let pattern = regex(#"^\s*(?:(?:let|var)\s+)?\#(name)\s*(?::[^=]*)?=(?!=)\s*(.*)$"#),
                  let hit = stride(from: line - 1, to: declaration - 1, by: -1).lazy.compactMap({ i -> (Int, NSTextCheckingResult)? in
                      let code = codeLines[i]
                      return pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)).map { (i, $0) }
                  }).first,
                  let value = Range(hit.1.range(at: 1), in: codeLines[hit.0]) else { break }
            line = hit.0
            found = line
            let right = codeLines[line][value].trimmingCharacters(in: .whitespaces)
            guard isIdentifier(right), !continuesBelow(line) else { break }
            name = right
        }
        return found
    }

    /// Whether the expression on 0-based `index` goes on in the line below (`let needsDidMove =
    /// isNew` then `|| …`): a value computed over lines, not a renaming.
    static func continuesBelow(_ index: Int) -> Bool {
        index + 1 < codeLines.count && ["||", "&&", "?", ":", "+", "-", "*", "/", "."]
            .contains { codeLines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix($0) }
    }

    /// The line of the learner's `override var name`/`override func name(` that gives the answer
    /// UIKit or a grader asked for (`childForStatusBarHidden`, `size(forChildContentContainer:…)`,
    /// `pop`'s result): a one-line body's own line, else its answering `return`, else its first
    /// code line. Read from the source, since an answer journals nothing; nil when the learner's
    /// file declares no such member.
    static func answerLine(of name: String, asked: String? = nil, notAsked: [String] = []) -> Finding.Location? {
        // An override first; else the learner's own method or property of that name (a delegate's
        // `presentationController(forPresented:…)`, a `stack` getter, a helper's answer).
        func declares(_ code: String, override: Bool) -> Bool {
            guard !override || code.contains("override") else { return false }
            return code.contains("var \(name):") || code.contains("var \(name) ") || code.contains("func \(name)(")
        }
        let given = givenLines()
        let overriding = sourceLines.indices.first { !given.contains($0 + 1) && declares(codeLines[$0], override: true) }
        // No override, but a member meant as one that overrides nothing (`size(…withParentSize:)`,
        // an old name): UIKit never asks it, so its declaration is what to fix.
        if overriding == nil, let miss = nearMiss(of: name) { return miss }
        guard let learnerSource,
              let start = overriding
                ?? sourceLines.indices.first(where: { !given.contains($0 + 1) && declares(codeLines[$0], override: false) })
        else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        // A stored property answers with what it holds: its declaration (`var stack: [T] = []`).
        let declaration = codeLines[start]
        if !declaration.contains("{"), declaration.contains("=") { return Finding.Location(file: file, line: start + 1) }
        // Its `return`s: the first one at the body's own level that is not a guard's early exit
        // (`return revealed`, not `guard … else { return nil }`), else any that is not a guard's.
        guard let body = sourceBody(declaredAt: start) else { return nil }
        if body.opening == body.closing { return Finding.Location(file: file, line: body.closing + 1) }  // `{ answer }` on one line
        let returns = body.lines.filter { $0.code.range(of: #"\breturn\b"#, options: .regularExpression) != nil }
        // Of several answering `return`s, the one the run reached, when only one did (`return nil`
        // in the unanimated branch, not the animated path's `return top`).
        let answering = returns.filter { !$0.code.contains("guard ") && !$0.code.contains("{") }
        if answering.count > 1 {
            // Asked for one child, each answer in an arm (a `switch` on the child, `if`s): the arm
            // that names it, else the one naming none of the others.
            if let asked {
                let arms = answering.compactMap { line in armOpener(of: line.index).map { (line, Set(SwiftTokensOfLine.of(codeLines[$0]))) } }
                let chosen = arms.filter { $0.1.contains(asked) }.map(\.0)
                let others = arms.count == answering.count ? arms.filter { $0.1.isDisjoint(with: notAsked) }.map(\.0) : []
                if let one = chosen.count == 1 ? chosen[0] : others.count == 1 ? others[0] : nil {
                    return Finding.Location(file: file, line: one.index + 1)
                }
            }
            let ran = linesRan()
            let ranOnes = answering.filter { reached($0.index + 1, in: ran) }
            if ranOnes.count == 1 { return Finding.Location(file: file, line: ranOnes[0].index + 1) }
        }
        // Asked for one child, a guard that answers on its own line for every child but the one
        // it names (`guard container === primary else { return parentSize }`): when it names only
        // the others, it gave the asked child's answer.
        if let asked, let exit = returns.first(where: { line in
            let words = Set(SwiftTokensOfLine.of(line.code))
            return line.code.contains("guard ") && line.code.contains("}") && !words.contains(asked) && !words.isDisjoint(with: notAsked)
        }) {
            return Finding.Location(file: file, line: exit.index + 1)
        }
        if let answer = returns.first(where: { !$0.code.contains("guard ") && $0.depth == 1 })
            ?? returns.first(where: { !$0.code.contains("guard ") }) {
            // An answer never reached: the guard above it that left each time gave the answer.
            // Coverage names the first line of each block that ran: a guard left when a line of
            // its `else` body below it ran, or, with no binding (whose unwrapping goes on on the
            // guard's own line), when nothing ran past it up to the answer.
            // (Coverage is read only when a guard stands above the answer.)
            let guards = body.lines.filter { $0.index < answer.index && $0.code.trimmingCharacters(in: .whitespaces).hasPrefix("guard ") }
            let ran = guards.isEmpty ? [] : linesRan()
            if let exit = guards.last(where: { ran.contains($0.index + 1) }) {
                let code = exit.code
                let elseBody = code.contains("{") && !code.contains("}")
                    ? stride(from: exit.index + 2, through: answer.index, by: 1).prefix { !codeLines[$0 - 1].contains("}") } : []
                let left = elseBody.contains(where: ran.contains)
                    || (code.range(of: #"\b(let|var)\s"#, options: .regularExpression) == nil
                        && !ran.contains(where: { $0 > exit.index + 1 && $0 <= answer.index + 1 }))
                if left { return Finding.Location(file: file, line: exit.index + 1) }
            }
            return Finding.Location(file: file, line: answer.index + 1)
        }
        let firstCode = body.lines.first { !$0.code.trimmingCharacters(in: .whitespaces).isEmpty }
        return firstCode.map { pastSuper(Finding.Location(file: file, line: $0.index + 1)) }
    }
}

extension CallSites {
    /// A write of a value its helper was handed (`self.dimmingView.alpha = alpha` in
    /// `fadeDimming(to alpha:)`) is right as written: the caller chose the value. The line of the
    /// learner's call of that helper that spells the value (not a name it hands on) on the write's
    /// stack (`learnerFrames`), else its one such call in the file that ran in the write's act
    /// (`ran`; a closure run later has no caller on its stack); nil for an override's parameter
    /// (UIKit chose it) or a local.
    static func passedIn(_ location: Finding.Location, frames: [Finding.Location], ran: () -> Set<Int>) -> Finding.Location? {
        let code = codeLines[location.line - 1]
        guard let equals = code.range(of: "="), !code.contains("=="), !code.contains("let "), !code.contains("var ") else { return nil }
        let value = code[equals.upperBound...].trimmingCharacters(in: .whitespaces)
        guard isIdentifier(value), assignment(of: value, before: location.line - 1) == nil,
              let declaration = enclosingFunction(of: location.line), let name = functionName(at: declaration),
              !isOverride(name), let position = parameterNames(ofFunctionAt: declaration).firstIndex(of: value) else { return nil }
        let given = givenLines()
        // A call that spells the value (`fadeDimming(to: 0)`); one that hands on a name of its
        // own (`presentCustom(controller, using: delegate)`) did not choose it either.
        func calls(_ line: Int) -> Bool {
            guard line != declaration, !given.contains(line), codeLines[line - 1].contains("\(name)("),
                  let arguments = arguments(ofCallTo: name, onLine: line), position < arguments.count
            else { return false }
            let argument = arguments[position]
            return !isIdentifier(argument) || argument.first!.isNumber
        }
        if let caller = frames.dropFirst().first(where: { calls($0.line) }) { return caller }
        var sites = codeLines.indices.map { $0 + 1 }.filter(calls)
        if sites.count > 1 {
            let ran = ran()
            sites = sites.filter { blockRan($0, in: ran) }
        }
        return sites.count == 1 ? Finding.Location(file: location.file, line: sites[0]) : nil
    }
}

extension CallSites {
    /// A compound write (`next.view.frame.origin.x = …`) stores through a setter called when its
    /// access ends, which can be told the next line (`return`, `}`): the code line above, when it
    /// writes a part of `property` and `location`'s line does not name it.
    static func compoundWrite(_ location: Finding.Location, of property: String) -> Finding.Location {
        guard codeLines.indices.contains(location.line - 1), !codeLines[location.line - 1].contains(property),
              let above = (0..<(location.line - 1)).last(where: { !codeLines[$0].trimmingCharacters(in: .whitespaces).isEmpty }),
              codeLines[above].range(of: #"\.\#(property)(\.[A-Za-z_][A-Za-z0-9_]*)+\s*[-+*/]?=(?!=)"#, options: .regularExpression) != nil
        else { return location }
        return Finding.Location(file: location.file, line: above + 1)
    }
}
