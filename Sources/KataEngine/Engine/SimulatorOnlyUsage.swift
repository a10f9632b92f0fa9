import Foundation

/// Finds the places where a learner's file uses one of UIKitSim's simulator-only entry points
/// (UIKitSim API that UIKit lacks, docs/UIKITSIM.md) outside the `#else` branch of
/// `#if canImport(UIKit)`. Such a line compiles here but not on a device, so `kata run` warns
/// about it, naming the UIKit spelling. Pure: it reads the source text only.
public enum SimulatorOnlyUsage {
    /// One simulator-only entry point: how a use is spelled in source, and UIKit's spelling.
    public struct EntryPoint: Sendable, Equatable {
        /// As docs/UIKITSIM.md names it, e.g. `init(handler:)`.
        public let api: String
        /// What to write under `#if canImport(UIKit)` instead.
        public let uikitSpelling: String
        /// Regular expressions, any of which marks a use.
        let patterns: [String]
        /// Text every match of `patterns` contains (ASCII): a line holding none of it cannot match,
        /// so the regular expressions (compiled on every call) run only on lines that could.
        let mentions: [String]
    }

    /// A use found outside the simulator's branch; line and column are 1-based.
    public struct Use: Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let entryPoint: EntryPoint
    }

    /// The documented list (docs/UIKITSIM.md, "Simulator-only entry points"). Today one:
    /// gesture recognizers' closure initializer, since `#selector` needs the Objective-C runtime.
    public static let entryPoints: [EntryPoint] = [
        EntryPoint(
            api: "init(handler:)",
            uikitSpelling: "init(target:action:)",
            patterns: [
                #"\b[A-Z][A-Za-z0-9_]*\s*\(\s*handler\s*:"#,          // UIPanGestureRecognizer(handler: …)
                #"\b[A-Za-z0-9_]*GestureRecognizer\s*\{"#,            // UIPanGestureRecognizer { … }
                #"\.init\s*\(\s*handler\s*:"#,                        // .init(handler: …)
            ],
            mentions: ["handler", "GestureRecognizer"]),
    ]

    /// Every use of an entry point outside a branch that only the simulator compiles.
    public static func uses(in source: String) -> [Use] {
        // Blanking comments and strings only removes text: a file that mentions no entry point
        // has no line that uses one.
        guard entryPoints.contains(where: { mentions($0, in: source) }) else { return [] }
        var uses: [Use] = []
        var branches = ConditionStack()
        var inBlockComment = false
        for (index, rawLine) in source.components(separatedBy: "\n").enumerated() {
            let code = CodeText.strip(rawLine, inBlockComment: &inBlockComment)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                branches.apply(directive: trimmed)
                continue
            }
            guard !branches.onlySimulatorCompiles else { continue }
            for entryPoint in entryPoints where mentions(entryPoint, in: code) {
                if let column = firstMatch(of: entryPoint.patterns, in: code) {
                    uses.append(Use(line: index + 1, column: column, entryPoint: entryPoint))
                }
            }
        }
        return uses
    }

    /// The uses as compiler-style warnings, for the learner's file at `file` (as shown to them).
    public static func warnings(in source: String, file: String) -> [CompilerDiagnostic] {
        let found = uses(in: source)
        guard !found.isEmpty else { return [] }
        let lines = source.components(separatedBy: "\n")
        return found.map { use in
            let message = EngineText.message(
                "engine.simulatorOnly",
                ["api": use.entryPoint.api, "uikit": use.entryPoint.uikitSpelling],
                fallback: "{api} exists only in UIKitSim: this line does not compile on a device. Keep it inside "
                    + "the #else branch of #if canImport(UIKit) and use {uikit} in the UIKit branch.")
            let sourceLine = use.line <= lines.count ? lines[use.line - 1] : ""
            let caret = String(repeating: " ", count: max(0, use.column - 1)) + "^"
            return CompilerDiagnostic(
                file: file, line: use.line, column: use.column, severity: .warning, message: message,
                rendered: "\(file):\(use.line):\(use.column): warning: \(message)\n\(sourceLine)\n\(caret)")
        }
    }

    /// Whether `text` holds one of the entry point's `mentions`, compared byte for byte (as the
    /// regular expressions compare code units: a letter joined to a mark before it still counts).
    static func mentions(_ entryPoint: EntryPoint, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        return entryPoint.mentions.contains { mention in
            let needle = Array(mention.utf8)
            guard let first = needle.first, needle.count <= bytes.count else { return false }
            var start = 0
            while start + needle.count <= bytes.count {
                if bytes[start] == first, bytes[start..<start + needle.count].elementsEqual(needle) { return true }
                start += 1
            }
            return false
        }
    }

    /// 1-based column of the earliest match of any pattern, or nil.
    private static func firstMatch(of patterns: [String], in code: String) -> Int? {
        let starts = patterns.compactMap { pattern -> Int? in
            guard let range = code.range(of: pattern, options: .regularExpression) else { return nil }
            return code.distance(from: code.startIndex, to: range.lowerBound) + 1
        }
        return starts.min()
    }
}

/// The `#if` branches around a line, and whether only the simulator compiles it: the `#else` (or
/// `#elseif`) of `#if canImport(UIKit)`, or the first branch of `#if !canImport(UIKit)`.
struct ConditionStack {
    private struct Frame {
        /// true: `canImport(UIKit)`; false: `!canImport(UIKit)`; nil: any other condition.
        let testsUIKit: Bool?
        var branch = 0
    }
    private var frames: [Frame] = []

    var onlySimulatorCompiles: Bool {
        frames.contains { frame in
            switch frame.testsUIKit {
            case true?: return frame.branch > 0
            case false?: return frame.branch == 0
            case nil: return false
            }
        }
    }

    mutating func apply(directive: String) {
        let words = directive.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "#if":
            let condition = (words.count > 1 ? words[1] : "").replacingOccurrences(of: " ", with: "")
            frames.append(Frame(testsUIKit: Self.uikitTest(condition)))
        case "#elseif", "#else":
            if !frames.isEmpty { frames[frames.count - 1].branch += 1 }
        case "#endif":
            _ = frames.popLast()
        default:
            break
        }
    }

    private static func uikitTest(_ condition: String) -> Bool? {
        switch condition {
        case "canImport(UIKit)": return true
        case "!canImport(UIKit)": return false
        default: return nil
        }
    }
}

/// A line's code with comments and string literal contents blanked out, so that a mention in a
/// comment or a string is not a use.
enum CodeText {
    static func strip(_ line: String, inBlockComment: inout Bool) -> String {
        var out = ""
        var chars = Array(line)[...]
        var inString = false
        while let c = chars.first {
            let next = chars.dropFirst().first
            if inBlockComment {
                if c == "*" && next == "/" { inBlockComment = false; chars = chars.dropFirst(2); out += "  " }
                else { chars = chars.dropFirst(); out += " " }
                continue
            }
            if inString {
                if c == "\\" { chars = chars.dropFirst(2); out += "  "; continue }
                if c == "\"" { inString = false; out.append(c) } else { out += " " }
                chars = chars.dropFirst()
                continue
            }
            if c == "/" && next == "/" { break }
            if c == "/" && next == "*" { inBlockComment = true; chars = chars.dropFirst(2); out += "  "; continue }
            if c == "\"" { inString = true }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }
}
