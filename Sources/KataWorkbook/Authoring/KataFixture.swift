import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// A learner file kept beside a kata's solution to prove its grader: an alternative correct
/// answer (`Solutions/<id>/alternatives/*.swift`, must pass) or a real mistake
/// (`Solutions/<id>/mistakes/*.swift`, must fail citing the rules its header promises).
///
/// A mistake's header (first lines):
///
///     // mistake: A5            (an ID of docs/spec/mistakes.md, or `none`)
///     // expect-rules: add-child-view, size-child-view
///     // source: objc.io issue 1; SO 17192005
public struct KataFixture: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable { case alternative, mistake }

    public let kata: String
    public let kind: Kind
    public let url: URL
    /// The catalogued mistake it makes; nil for `none` and for alternatives.
    public let mistake: String?
    /// Rules some failing check must cite.
    public let expectedRules: [String]
    /// Where the mistake was seen (`// source:`), for readers.
    public let source: String?

    public var name: String { url.deletingPathExtension().lastPathComponent }
    public var description: String { "\(kata)/\(name)" }

    /// The kata's fixtures of one kind, sorted by file name.
    public static func all(_ kind: Kind, of kata: KataSpec, root: URL) -> [KataFixture] {
        let folder = root.appendingPathComponent(kind == .mistake ? kata.mistakesFolder : kata.alternativesFolder)
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { read($0, kata: kata.id, kind: kind) }
    }

    public static func read(_ url: URL, kata: String, kind: Kind) -> KataFixture {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let header = text.split(separator: "\n").prefix(8).map(String.init)
        func value(_ key: String) -> String? {
            header.first { $0.hasPrefix("// \(key):") }
                .map { $0.dropFirst("// \(key):".count).trimmingCharacters(in: .whitespaces) }
        }
        let rules = value("expect-rules").map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
        return KataFixture(
            kata: kata, kind: kind, url: url,
            mistake: value("mistake").flatMap { $0 == "none" ? nil : $0 },
            expectedRules: rules, source: value("source"))
    }

    /// What is wrong with `result` for this fixture; empty when it behaves as promised. An
    /// alternative must pass every check; a mistake must fail, cite every promised rule, and be
    /// recognised as its mistake.
    public func problems(with result: KataResult) -> [String] {
        switch kind {
        case .alternative:
            guard result.status == .pass else {
                return ["should pass, but it is \(result.status.rawValue)" + Self.failures(result)]
            }
            return []
        case .mistake:
            guard result.status == .fail else {
                return ["should fail, but it is \(result.status.rawValue)" + (result.error.map { ": \($0)" } ?? "")]
            }
            var problems: [String] = []
            if expectedRules.isEmpty { problems.append("has no `// expect-rules:` header") }
            let cited = Set(result.checks.filter { $0.status == .fail }.flatMap(\.rules).map(\.rawValue))
            for rule in expectedRules where !cited.contains(rule) {
                problems.append("no failing check cites \(rule)" + Self.failures(result))
            }
            if let mistake {
                let recognised = Set(result.checks.filter { $0.status == .fail }.compactMap { $0.finding?.mistake })
                if !recognised.contains(mistake) { problems.append("mistake \(mistake) is not recognised" + Self.failures(result)) }
            }
            return problems
        }
    }

    /// The failing checks, one per line, for a problem message.
    static func failures(_ result: KataResult) -> String {
        let lines = result.checks.filter { $0.status == .fail }.map { check in
            "\n    ✗ \(check.name) \(check.rules.map(\.rawValue))\(check.finding?.mistake.map { " [\($0)]" } ?? "")"
        }
        return lines.joined()
    }
}
