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
public enum LearnerSourcePolicy {
    /// One refused construct at a line of the learner's file.
    public struct Refusal: Equatable, Sendable {
        public enum Kind: String, Sendable { case unsafe, `import` }
        public var kind: Kind
        /// How the learner wrote it: "`@_cdecl`", "`unsafe`", "`import Testing`".
        public var construct: String
        public var line: Int
    }

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

    /// Whether the text could hold a refused construct at all. Over-approximate by design (any
    /// occurrence counts, in comments and strings too): only then is the AST dump worth its cost,
    /// and a file without these letters cannot spell one.
    public static func needsSyntaxCheck(_ source: String) -> Bool {
        let markers = ["unsafe", "@_", "@c", "@used", "@section", "@safe", "@testable", "@exclusivity", "@main", "@`", "@ "]
        return markers.contains { source.contains($0) }
    }

    /// Refusals in `dump` (the text of `swiftc -dump-ast`) at the learner's file `fileName`,
    /// whose text is `source` (for the attributes the dump leaves off imports). In line order.
    public static func refusals(inDump dump: String, fileName: String, source: String) -> [Refusal] {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Refusal] = []
        for rawLine in dump.split(separator: "\n") {
            let line = rawLine.drop { $0 == " " }
            guard line.hasPrefix("("), let at = location(in: line, fileName: fileName) else { continue }
            let node = line.dropFirst().prefix { $0 != " " && $0 != ")" }
            if let refused = refusedNodes.first(where: { node == $0.node || node.hasSuffix("=" + $0.node) }) {
                let written = node.hasSuffix("_attr") ? spelling(line: at.line, column: at.column, lines: sourceLines) : nil
                found.append(Refusal(kind: .unsafe, construct: "`\(written ?? refused.construct)`", line: at.line))
            } else if line.contains("inherits=\"@unsafe") || line.contains(", @unsafe ") {
                found.append(Refusal(kind: .unsafe, construct: "`@unsafe`", line: at.line))
            } else if node == "import_decl", let module = quoted("module", in: line) {
                let root = String(module.prefix { $0 != "." })
                if !importableModules.contains(root) {
                    found.append(Refusal(kind: .import, construct: "`import \(module)`", line: at.line))
                } else if let attribute = importAttribute(line: at.line, column: at.column, lines: sourceLines) {
                    found.append(Refusal(kind: .import, construct: "`\(attribute) import \(module)`", line: at.line))
                }
            }
        }
        var seen = Set<String>()
        return found.sorted { $0.line < $1.line }.filter { seen.insert("\($0.line)|\($0.construct)").inserted }
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

    /// The attribute written before an import whose `import` keyword is at `line`:`column` (the
    /// dump's range starts at the keyword and does not list import attributes): text before the
    /// keyword on its line, else the nearest earlier line that is neither blank, a comment nor a
    /// compiler directive, when it is an attribute.
    static func importAttribute(line: Int, column: Int, lines: [String]) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        let own = lines[line - 1]
        let before = String(own.utf8.prefix(max(0, column - 1))) ?? ""
        let trimmed = before.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty { return attributeName(trimmed) }
        var index = line - 2
        while index >= 0 {
            let text = lines[index].trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("#") || text.hasPrefix("*") || text.hasPrefix("/*") {
                index -= 1
                continue
            }
            // An attribute, or the tail of one spread over lines (`)`), belongs to this import.
            if text.hasPrefix("@") || text.hasSuffix(")") && !text.hasPrefix("import") { return attributeName(text) }
            return nil
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
        return String(text[at...].prefix { !$0.isWhitespace && $0 != "(" })
    }
}
