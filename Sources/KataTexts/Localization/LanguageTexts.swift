import Foundation
import KataCatalog

/// Everything one language folder (`Texts/<lang>/`) provides, read leniently: a damaged entry or
/// file loses only itself, and every problem becomes a warning instead of a crash, because a
/// typo in a translation must never stop a learner from getting a verdict.
struct LanguageTexts: Sendable {
    struct Rule: Sendable {
        var title: String?
        var explanation: String?
        var symptom: String?
        var wrong: String?
        var right: String?
        var hints: [String]?
        var guide: String?
    }

    struct Kata: Sendable {
        var title: String?
        var summary: String?
        /// Check titles by check name (only those written in this language).
        var checks: [String: String] = [:]
        /// The kata's own hint ladder; its first rung is the kata's starting step.
        var hints: [String]? = nil
    }

    var rules: [RuleID: Rule] = [:]
    /// Keys of `rules.json` that name no RuleID (kept so tests can insist there are none).
    var unknownRuleKeys: [String] = []
    var groups: [String: String] = [:]
    var labels: [String: String] = [:]
    var katas: [String: Kata] = [:]
    var messages: [String: String] = [:]
    var warnings: [String] = []

    /// The file names a language folder may hold.
    static let fileNames = ["rules.json", "messages.json"]

    /// Reads `directory/<language>/…`. Missing files are noted only when `expectComplete` (the
    /// English base must be whole; a translation may be partial by design).
    static func read(language: String, in directory: URL, expectComplete: Bool) -> LanguageTexts {
        var texts = LanguageTexts()
        let folder = directory.appendingPathComponent(language, isDirectory: true)
        if let object = texts.readObject(folder, "rules.json", language, expectComplete) {
            texts.takeRules(object, language)
        }
        if let object = texts.readObject(folder, "messages.json", language, expectComplete) {
            texts.messages = flatten(object)
        }
        texts.takeManifests(Katas.all, language)
        return texts
    }

    private mutating func readObject(
        _ folder: URL, _ name: String, _ language: String, _ expectComplete: Bool
    ) -> [String: Any]? {
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if expectComplete { warnings.append("texts: \(language)/\(name) is missing; using built-in fallbacks") }
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            warnings.append("texts: \(language)/\(name) could not be read; using English")
            return nil
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            warnings.append("texts: \(language)/\(name) is not a valid JSON object; using English")
            return nil
        }
        return object
    }

    private mutating func takeRules(_ object: [String: Any], _ language: String) {
        groups = (object["groups"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        labels = (object["labels"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        for (key, value) in object["rules"] as? [String: Any] ?? [:] {
            guard let id = RuleID(rawValue: key) else {
                unknownRuleKeys.append(key)
                warnings.append("texts: \(language)/rules.json has text for unknown rule '\(key)'")
                continue
            }
            guard let fields = value as? [String: Any] else {
                warnings.append("texts: \(language)/rules.json entry '\(key)' is not an object")
                continue
            }
            rules[id] = Rule(
                title: Self.text(fields["title"]), explanation: Self.text(fields["explanation"]),
                symptom: Self.text(fields["symptom"]), wrong: Self.text(fields["wrong"]),
                right: Self.text(fields["right"]),
                hints: (fields["hints"] as? [Any])?.compactMap { $0 as? String },
                guide: Self.text(fields["guide"]))
        }
    }

    /// Each kata's title and summary come from its manifest.
    mutating func takeManifests(_ specs: [KataSpec], _ language: String) {
        for kata in specs {
            guard let manifest = kata.manifest else { continue }
            let checks = manifest.checks.compactMap { check in check.title?[language].map { (check.name, $0) } }
            katas[kata.id] = Kata(title: manifest.title[language], summary: manifest.summary[language],
                                  checks: Dictionary(checks, uniquingKeysWith: { first, _ in first }),
                                  hints: manifest.hints[language])
        }
    }

    /// A text field: a string, or an array of lines (how code snippets are kept readable in JSON).
    static func text(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let lines = value as? [Any], lines.allSatisfy({ $0 is String }) {
            return lines.compactMap { $0 as? String }.joined(separator: "\n")
        }
        return nil
    }

    /// `{"a": {"b": "x"}}` → `["a.b": "x"]`, so messages may be flat or grouped by command.
    static func flatten(_ object: [String: Any], prefix: String = "") -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in object {
            let path = prefix.isEmpty ? key : prefix + "." + key
            if let text = text(value) {
                result[path] = text
            } else if let nested = value as? [String: Any] {
                result.merge(flatten(nested, prefix: path)) { first, _ in first }
            }
        }
        return result
    }
}
