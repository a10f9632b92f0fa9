import Foundation

/// What a graded file may not contain, judged from what the compiler parsed and type-checked
/// (`swiftc -dump-ast`), never from the file's text: a construct hidden in a string, a regex
/// literal or an inactive `#if` branch is not code, and one spelled over several lines still is.
///
/// Refused: `unsafe` expressions and the attributes that step outside Swift's memory safety or
/// the learner's own namespace (`@unsafe`, `@safe`, `@_cdecl`/`@c`, `@_silgen_name`, `@_extern`,
/// `@section`, `@used`, `@_spi`, `@exclusivity(unchecked)`, `@_dynamicReplacement`, `@main`), any
/// attribute on an import (`@testable`, `@_spi`, `@_implementationOnly` …), and imports of modules
/// a kata never needs (Swift Testing, XCTest, the graders …). Strict memory safety as errors
/// (`GraderBuild.learnerFlags`) refuses raw pointers and the like without the `unsafe` keyword;
/// this refuses the keyword.
///
/// Also refused, though honest: code that compiles here but not on a device because UIKitSim has no
/// Objective-C runtime. UIKit's `@optional` delegate members (`UIKitOptionalRequirements`) are
/// Swift optional requirements there, called through the protocol as `delegate.method?(…)`; here
/// they are plain requirements with defaults, so `delegate.method(…)` compiles and `?` does not
/// (docs/UIKITSIM.md, "Optional delegate methods"). A reference to one *as the protocol's
/// requirement* (on an existential or generic value) is refused, and so is one that lands on
/// UIKitSim's default (a class of the learner's calling the method it does not implement: UIKit
/// has no default). A call that resolves to the learner's own method, every declaration, and a
/// call in the `#else` branch of `#if canImport(UIKit)` (the simulator's half of a call written
/// for both, `delegate.method?(…)` in the UIKit branch) pass.
public enum LearnerSourcePolicy {
    /// One refused construct at a line of the learner's file.
    public struct Refusal: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case unsafe, `import`
            /// An optional UIKit method called through its protocol without `?`.
            case optionalCall
            /// An optional UIKit method the learner's class does not implement, called on it (UIKitSim's default).
            case unimplementedOptional
        }
        public var kind: Kind
        /// How the learner wrote it: "`@_cdecl`", "`unsafe`", "`import Testing`",
        /// "`delegate.adaptivePresentationStyle(for:)`".
        public var construct: String
        public var line: Int
        /// For an optional method: the protocol that declares it and UIKit's spelling of the call
        /// ("`delegate.adaptivePresentationStyle?(for:)`").
        public var protocolName: String? = nil
        public var uikitSpelling: String? = nil
    }

    /// Part of the result cache key: bump when what is refused changes.
    public static let policyVersion = "source-2"

    /// Modules a graded file may import (the rest of what it loads comes through these).
    public static let importableModules: Set<String> = [
        "UIKitSim", "Foundation", "FoundationEssentials", "Dispatch", "Swift", "_Concurrency",
        "_StringProcessing", "RegexBuilder", "Observation", "Synchronization",
    ]

    /// Modules the learner's compile may load at all: the importable ones and what they load.
    public static let loadableModules: Set<String> = importableModules.union([
        "SwiftOnoneSupport", "Glibc", "SwiftGlibc", "Musl", "Darwin", "FoundationInternationalization",
        "_FoundationCollections", "_FoundationCShims", "_FoundationCollectionsShims", "CoreFoundation",
        "_SwiftConcurrencyShims", "SwiftShims",
    ])

    /// Parse-tree nodes (`-dump-ast` names) that are refused wherever they occur, with the
    /// spelling a learner would recognise.
    static let refusedNodes: [(node: String, construct: String)] = [
        ("unsafe_expr", "unsafe"), ("unsafe_attr", "@unsafe"), ("safe_attr", "@safe"),
        ("cdecl_attr", "@_cdecl / @c"), ("silgen_name_attr", "@_silgen_name"), ("extern_attr", "@_extern"),
        ("section_attr", "@section"), ("used_attr", "@used"), ("spi_access_control_attr", "@_spi"),
        ("exclusivity_attr", "@exclusivity"), ("dynamic_replacement_attr", "@_dynamicReplacement"),
        ("main_type_attr", "@main"), ("implementation_only_attr", "@_implementationOnly"),
    ]

    /// Attributes that can never be refused, so that ordinary code (`@MainActor`, `@available`,
    /// property wrappers) does not pay for the dump. Anything else written after an `@` counts.
    static let harmlessAttributes: Set<String> = [
        "available", "discardableResult", "escaping", "autoclosure", "inlinable", "inline", "frozen", "unknown",
        "nonobjc", "objc", "preconcurrency", "propertyWrapper", "resultBuilder", "dynamicMemberLookup",
        "dynamicCallable", "usableFromInline", "warn_unqualified_access", "convention", "Sendable", "MainActor",
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "objcMembers", "GKInspectable", "NSManaged",
        "NSCopying", "globalActor", "isolated", "nonisolated", "retroactive", "requires_stored_property_inits",
    ]

    /// Whether the text could hold a refused construct at all. Over-approximate by design: the
    /// letters `unsafe` anywhere (comments and strings too), an `@` followed — after any
    /// whitespace, which Swift allows there — by anything but a harmless attribute's name, or a
    /// reference to an optional UIKit method (`mayReferenceOptionalRequirement`). Only then is the
    /// AST dump worth its cost; a file this says no to cannot spell a refused construct (but for the
    /// one gap `mayReferenceOptionalRequirement` names).
    public static func needsSyntaxCheck(_ source: String) -> Bool {
        if source.contains("unsafe") || mayReferenceOptionalRequirement(source) { return true }
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "@") else { continue }
            var start = index + 1
            while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[start]) { start += 1 }
            var end = start
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            // Uppercase names are types (property wrappers, global actors); the refused ones are not.
            if name.isEmpty || !(harmlessAttributes.contains(name) || name.first!.isUppercase) { return true }
        }
        return false
    }

    /// Base names of optional UIKit methods that are also `UIViewController` properties
    /// (`navigationController?.pushViewController`, `presentationController?.delegate`): after a
    /// `.` they count only when a `(` follows.
    static let namesAlsoProperties: Set<String> = ["navigationController", "presentationController"]

    /// Whether the text could reference an optional UIKit method (`UIKitOptionalRequirements`) other
    /// than by declaring it, so that the presentation katas' files, which declare these methods,
    /// pay nothing. An occurrence of a listed base name counts when it is not declared (`func`
    /// before it) and is called or named with labels (`(` after it), or follows a `.` (but for
    /// `namesAlsoProperties`, which need the `(`). Whitespace and backticks around the name are
    /// skipped. Lines that start with `//` are comments and skipped, unless the file has a
    /// multi-line string (such a line may then be inside one, with an interpolation). The gap: an
    /// uncalled reference without labels to `navigationController(_:…)` or
    /// `presentationController(_:…)` through a protocol value
    /// (`let f: (…) -> Void = delegate.navigationController`) passes this gate.
    public static func mayReferenceOptionalRequirement(_ source: String) -> Bool {
        let names = UIKitOptionalRequirements.baseNames
        var bytes = Array(source.utf8)
        if !source.contains("\"\"\"") { blankCommentLines(&bytes) }
        func isSkipped(_ byte: UInt8) -> Bool {
            [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: "`")].contains(byte)
        }
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]), index == 0 || !isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            defer { index = end }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            guard names.contains(name) else { continue }
            var before = index - 1
            while before >= 0, isSkipped(bytes[before]) { before -= 1 }
            var after = end
            while after < bytes.count, isSkipped(bytes[after]) { after += 1 }
            let called = after < bytes.count && bytes[after] == UInt8(ascii: "(")
            if before >= 0, bytes[before] == UInt8(ascii: ".") {
                if called || !namesAlsoProperties.contains(name) { return true }
                continue
            }
            var wordStart = before
            while wordStart >= 0, isIdentifierByte(bytes[wordStart]) { wordStart -= 1 }
            let declared = wordStart < before && String(decoding: bytes[(wordStart + 1)...before], as: UTF8.self) == "func"
            if called && !declared { return true }
        }
        return false
    }

    /// Blanks (to spaces) every line whose first non-blank characters are `//`.
    static func blankCommentLines(_ bytes: inout [UInt8]) {
        var lineStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if lineStart, byte == 0x20 || byte == 0x09 { index += 1; continue }
            if lineStart, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { bytes[index] = 0x20; index += 1 }
                continue
            }
            lineStart = false
            index += 1
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte >= 0x80
    }

    /// Refusals in `dump` (the text of `swiftc -dump-ast`) at the learner's file `fileName`,
    /// whose text is `source` (for the attributes the dump leaves off imports). In line order.
    public static func refusals(inDump dump: String, fileName: String, source: String) -> [Refusal] {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let dumpLines = dump.split(separator: "\n")
        // Where each top-level declaration of the learner's file ends: an import's attributes lie
        // between the end of the one before it and its `import` keyword (where its range starts).
        let ends: [Position] = dumpLines.compactMap { line in
            guard line.hasPrefix("  ("), !line.hasPrefix("   "), location(in: line, fileName: fileName) != nil else { return nil }
            return rangeEnd(in: line)
        }
        var found: [Refusal] = []
        var simulatorOnly: Set<Int>?
        for rawLine in dumpLines {
            let line = rawLine.drop { $0 == " " }
            guard line.hasPrefix("("), let at = location(in: line, fileName: fileName) else { continue }
            let node = line.dropFirst().prefix { $0 != " " && $0 != ")" }
            if let refused = refusedNodes.first(where: { node == $0.node || node.hasSuffix("=" + $0.node) }) {
                let written = node.hasSuffix("_attr") ? spelling(line: at.line, column: at.column, lines: sourceLines) : nil
                found.append(Refusal(kind: .unsafe, construct: "`\(written ?? refused.construct)`", line: at.line))
            } else if line.contains("inherits=\"@unsafe") || line.contains(", @unsafe ") {
                found.append(Refusal(kind: .unsafe, construct: "`@unsafe`", line: at.line))
            } else if let refusal = optionalRequirementRefusal(line, at: at, lines: sourceLines) {
                // The `#else` of `#if canImport(UIKit)` is the simulator's spelling of the call.
                if simulatorOnly == nil { simulatorOnly = simulatorOnlyLines(sourceLines) }
                if simulatorOnly?.contains(at.line) != true { found.append(refusal) }
            } else if node == "import_decl", let module = quoted("module", in: line) {
                let root = String(module.prefix { $0 != "." })
                let keyword = Position(line: at.line, column: at.column)
                if !importableModules.contains(root) {
                    found.append(Refusal(kind: .import, construct: "`import \(module)`", line: at.line))
                } else if let attribute = importAttribute(
                    before: keyword, after: ends.filter { $0 < keyword }.max(), lines: sourceLines) {
                    found.append(Refusal(kind: .import, construct: "`\(attribute) import \(module)`", line: at.line))
                }
            }
        }
        var seen = Set<String>()
        return found.sorted { $0.line < $1.line }.filter { seen.insert("\($0.line)|\($0.construct)").inserted }
    }

    /// A dump node at the learner's file that references an optional UIKit method through its
    /// protocol (`declref_expr … decl="UIKitSim.(file).UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:) [with (substitution_map …)]"`,
    /// on an existential, generic or opaque value, or `Self` in a protocol extension) or UIKitSim's
    /// default for it (`decl="UIKitSim.(file).UIGestureRecognizerDelegate extension.gestureRecognizerShouldBegin [with …]"`,
    /// on a class of the learner's that does not implement it). The dump names a member whose labels
    /// are all `_` by its base name alone, and adds `@<path>:<line>:<column>` after the name when
    /// the module has source locations (the runner's has none). A reference to the learner's own
    /// method names the learner's module (`decl="Learner.(file).Sheet.adaptivePresentationStyle(for:)@…"`).
    static func optionalRequirementRefusal(_ line: Substring, at: (line: Int, column: Int), lines: [String]) -> Refusal? {
        let marker = " decl=\"UIKitSim.(file)."
        guard let start = line.range(of: marker) else { return nil }
        // The name ends at `@` (a source location, when the module has one), ` [with …]` or the quote.
        var path = line[start.upperBound...]
        for terminator in ["@", " [", "\""] {
            if let end = path.range(of: terminator) { path = path[..<end.lowerBound] }
        }
        // The member follows the last `.` before its labels (labels hold no dot).
        let beforeLabels = path.firstIndex(of: "(").map { path[..<$0] } ?? path
        guard let dot = beforeLabels.lastIndex(of: ".") else { return nil }
        var owner = String(path[..<dot])
        let member = String(path[path.index(after: dot)...])
        let viaDefault = owner.hasSuffix(" extension")
        if viaDefault { owner = String(owner.dropLast(" extension".count)) }
        guard let listed = UIKitOptionalRequirements.byDumpName["\(owner).\(member)"] else { return nil }
        let receiver = receiverText(line: at.line, column: at.column, lines: lines)
        let prefix = receiver.map { "\($0)." } ?? ""
        let labels = listed.labels.map { "\($0):" }.joined()
        return Refusal(
            kind: viaDefault ? .unimplementedOptional : .optionalCall,
            construct: "`\(prefix)\(listed.base)(\(labels))`", line: at.line, protocolName: listed.owner,
            uikitSpelling: "`\(prefix)\(listed.base)?(\(labels))`")
    }

    /// The lines only the simulator compiles (the `#else` of `#if canImport(UIKit)`, as
    /// `SimulatorOnlyUsage` reads them), 1-based: a device never sees an optional call there.
    static func simulatorOnlyLines(_ lines: [String]) -> Set<Int> {
        var branches = ConditionStack()
        var inBlockComment = false
        var found = Set<Int>()
        for (index, line) in lines.enumerated() {
            let trimmed = CodeText.strip(line, inBlockComment: &inBlockComment).trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                branches.apply(directive: trimmed)
            } else if branches.onlySimulatorCompiles {
                found.insert(index + 1)
            }
        }
        return found
    }

    /// What the learner wrote before `.member` at `line`:`column` (UTF-8, 1-based) when it is a
    /// plain name, with any `?`/`!` after it (`delegate?`, `self`); nil for anything else (a call,
    /// a cast in parentheses, no receiver, a receiver on another line).
    static func receiverText(line: Int, column: Int, lines: [String]) -> String? {
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let bytes = Array(lines[line - 1].utf8)
        var index = min(column - 1, bytes.count) - 1
        func skipBlanks() { while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: "`") { index -= 1 } }
        skipBlanks()
        guard index >= 0, bytes[index] == UInt8(ascii: ".") else { return nil }
        index -= 1
        skipBlanks()
        let markEnd = index
        while index >= 0, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index -= 1 }
        let marks = String(decoding: bytes[(index + 1)..<(markEnd + 1)], as: UTF8.self)
        let nameEnd = index
        while index >= 0, isIdentifierByte(bytes[index]) { index -= 1 }
        guard nameEnd > index else { return nil }
        let name = String(decoding: bytes[(index + 1)...nameEnd], as: UTF8.self)
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return nil }
        return name + marks
    }

    /// A line and (UTF-8) column of the learner's file, 1-based, as swiftc counts them.
    struct Position: Comparable {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// Modules in a loaded-module trace (`-emit-loaded-module-trace-path`) that a graded file
    /// may not load, sorted. Nil when the trace cannot be read.
    public static func unloadableModules(inTrace data: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = object["swiftmodules"] as? [String] else { return nil }
        let modules = paths.map { path -> String in
            let url = URL(fileURLWithPath: path)
            // `Foundation.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule` or `UIKitSim.swiftmodule`.
            let named = url.deletingLastPathComponent().pathExtension == "swiftmodule" ? url.deletingLastPathComponent() : url
            return named.deletingPathExtension().lastPathComponent
        }
        return Array(Set(modules.filter { !loadableModules.contains($0) })).sorted()
    }

    /// `range=[File.swift:12:5 - line:…]` or `location=File.swift:12:5` of a dump line, at `fileName`.
    static func location(in line: Substring, fileName: String) -> (line: Int, column: Int)? {
        for marker in ["range=[", "location="] {
            guard let start = line.range(of: marker) else { continue }
            let rest = line[start.upperBound...]
            guard let colon = rest.firstIndex(of: ":") else { continue }
            let file = rest[..<colon]
            guard file == fileName || file.hasSuffix("/" + fileName) else { return nil }
            let numbers = rest[rest.index(after: colon)...].split(separator: ":", maxSplits: 2)
            guard numbers.count >= 2, let row = Int(numbers[0]),
                  let column = Int(numbers[1].prefix { $0.isNumber }) else { return nil }
            return (row, column)
        }
        return nil
    }

    static func quoted(_ key: String, in line: Substring) -> String? {
        guard let start = line.range(of: key + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// `… - line:12:5]`: where a dump node's range ends (the start of its last token).
    static func rangeEnd(in line: Substring) -> Position? {
        guard let start = line.range(of: " - line:") else { return nil }
        let numbers = line[start.upperBound...].split(separator: ":", maxSplits: 1)
        guard numbers.count == 2, let row = Int(numbers[0]), let column = Int(numbers[1].prefix { $0.isNumber }) else { return nil }
        return Position(line: row, column: column)
    }

    /// The attribute written before an import whose `import` keyword is at `keyword`, found in the
    /// text between the previous top-level declaration's last token (`after`; nil: the file's
    /// start) and the keyword. The dump lists no import attributes, and only they can be code in
    /// that gap: the rest is blank, comments, directives and inactive branches. Lines that are
    /// blank, a `//` comment, a one-line `/* … */` comment or a directive are skipped; an `@`
    /// anywhere else counts — over-eager on purpose (an `@` in a longer comment there refuses an
    /// honest file, with a clear sentence; a string can never hide an attribute).
    static func importAttribute(before keyword: Position, after previous: Position?, lines: [String]) -> String? {
        guard keyword.line >= 1, keyword.line <= lines.count else { return nil }
        let first = previous ?? Position(line: 1, column: 1)
        var gap: [String] = []
        for row in first.line...keyword.line {
            let bytes = Array(lines[row - 1].utf8)
            let from = row == first.line ? min(bytes.count, max(0, first.column - 1)) : 0
            let to = row == keyword.line ? min(bytes.count, max(from, keyword.column - 1)) : bytes.count
            gap.append(String(decoding: bytes[from..<to], as: UTF8.self))
        }
        // The previous declaration's last token itself (`}` or a name) is not the import's.
        if previous != nil, !gap.isEmpty {
            gap[0] = String(gap[0].drop { !$0.isWhitespace && $0 != ";" && $0 != "@" })
        }
        // An attribute cannot be parted from its declaration by a directive (swiftc: "unexpected
        // tokens in '#if' body"): what precedes the gap's last directive line is other branches.
        let lines = gap.map { $0.trimmingCharacters(in: .whitespaces) }
        let afterDirectives = lines.lastIndex { $0.hasPrefix("#") }.map { lines[($0 + 1)...] } ?? lines[...]
        for text in afterDirectives {
            if text.isEmpty || text.hasPrefix("//") { continue }
            if text.hasPrefix("/*"), text.hasSuffix("*/"), text.components(separatedBy: "*/").count == 2,
               text.components(separatedBy: "/*").count == 2 { continue }
            if text.contains("@") { return attributeName(text) }
        }
        return nil
    }

    /// The attribute as written where the dump's range starts (just after its `@`): `@_cdecl`, `@c`.
    static func spelling(line: Int, column: Int, lines: [String]) -> String? {
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let bytes = Array(lines[line - 1].utf8)
        var start = column - 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "@") { start += 1 }
        guard start < bytes.count else { return nil }
        let name = bytes[start...].prefix { $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !name.isEmpty else { return nil }
        return "@" + String(decoding: name, as: UTF8.self)
    }

    static func attributeName(_ text: String) -> String {
        guard let at = text.firstIndex(of: "@") else { return "@…" }
        let name = text[text.index(after: at)...].drop { $0.isWhitespace }.prefix { !$0.isWhitespace && $0 != "(" }
        return "@" + name
    }
}
