import Foundation
import KataCatalog

/// Every learner-facing text in one language, with English beneath it: any text the chosen
/// language lacks comes from English, and any text English lacks falls back to something
/// readable (an ID or a key) — so adding a language is only adding text, and a broken text file
/// degrades the wording, never the run.
public struct TextTable: Sendable {
    /// The language folder actually used (`en` when the requested one is not available).
    public let language: String
    /// Every language folder found, sorted.
    public let availableLanguages: [String]
    /// Problems met while loading (missing or damaged files, unknown rule IDs), for `--verbose`
    /// output and tests. Never shown in place of a verdict.
    public let warnings: [String]

    let primary: LanguageTexts
    let english: LanguageTexts

    init(language: String, availableLanguages: [String], primary: LanguageTexts,
         english: LanguageTexts, warnings: [String]) {
        self.language = language
        self.availableLanguages = availableLanguages
        self.primary = primary
        self.english = english
        self.warnings = warnings
    }

    /// A rule's texts; each field independently falls back to English, the title finally to the ID.
    public func rule(_ id: RuleID) -> RuleText {
        let own = primary.rules[id]
        let base = english.rules[id]
        func pick(_ field: KeyPath<LanguageTexts.Rule, String?>) -> String? {
            [own?[keyPath: field], base?[keyPath: field]].compactMap { $0 }.first { !$0.isEmpty }
        }
        let hints = [own?.hints, base?.hints].compactMap { $0 }.first { !$0.isEmpty } ?? []
        return RuleText(
            id: id, title: pick(\.title) ?? id.rawValue, explanation: pick(\.explanation) ?? "",
            symptom: pick(\.symptom) ?? "", wrong: pick(\.wrong) ?? "", right: pick(\.right) ?? "",
            hints: hints, guide: pick(\.guide) ?? id.info.guideSection)
    }

    /// A kata's title and summary from its own manifest (the catalog's katas and any other, such as
    /// the engine's test kata), in this language, else English, else the ID.
    public func kata(_ spec: KataSpec) -> KataText {
        guard let manifest = spec.manifest else { return kata(spec.id) }
        let title = nonEmpty(manifest.title[language]) ?? nonEmpty(manifest.title[Self.baseLanguage]) ?? spec.id
        let summary = nonEmpty(manifest.summary[language]) ?? nonEmpty(manifest.summary[Self.baseLanguage]) ?? ""
        return KataText(id: spec.id, title: title, summary: summary)
    }

    /// A kata's own hint ladder (its manifest's `hints`) in this language, else English; empty
    /// when the kata has none. The first is the kata's starting step, for a learner who has
    /// passed nothing yet.
    public func kataHints(_ id: String) -> [String] {
        [primary.katas[id]?.hints, english.katas[id]?.hints].compactMap { $0 }.first { !$0.isEmpty } ?? []
    }

    /// A kata's title and summary; the title falls back to the kata ID.
    public func kata(_ id: String) -> KataText {
        let own = primary.katas[id]
        let base = english.katas[id]
        let title = [own?.title, base?.title].compactMap { $0 }.first { !$0.isEmpty } ?? id
        let summary = [own?.summary, base?.summary].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return KataText(id: id, title: title, summary: summary)
    }

    /// A grader's typed message in words: the kata manifest's text for its key in this language,
    /// else in English, else the key itself (never a crash, never a blank).
    public func finding(_ message: FindingMessage, of kata: KataSpec) -> String {
        let texts = kata.manifest?.messages
        let template = nonEmpty(texts?[language]?[message.key]) ?? nonEmpty(texts?[Self.baseLanguage]?[message.key]) ?? message.key
        return MessageTemplate.fill(template, message.arguments)
    }

    /// `english` (written beside the code that uses it, e.g. a command's `--help` line) in this
    /// language when the language's `messages.json` has `key`; else `english` itself.
    public func translated(_ key: String, _ english: String) -> String {
        guard language != Self.baseLanguage else { return english }
        return nonEmpty(primary.messages[key]) ?? english
    }

    /// As `translated(_:_:)`, with `{name}` placeholders filled from `args`.
    public func translated(_ key: String, _ english: String, _ args: [String: String]) -> String {
        MessageTemplate.fill(translated(key, english), args)
    }

    /// A message from `messages.json` with `{name}` placeholders filled from `args`.
    /// A missing key returns the key itself, so the gap is visible but harmless.
    public func message(_ key: String, _ args: [String: String] = [:]) -> String {
        let template = nonEmpty(primary.messages[key]) ?? nonEmpty(english.messages[key]) ?? key
        return MessageTemplate.fill(template, args)
    }

    /// A rule group's heading (`Adding a child`); falls back to the group's raw name.
    public func group(_ group: RuleGroup) -> String {
        nonEmpty(primary.groups[group.rawValue]) ?? nonEmpty(english.groups[group.rawValue]) ?? group.rawValue
    }

    /// A label of the rule catalog's screens (from `rules.json` → `labels`), placeholders filled.
    /// `fallback` is the English used only when no text file provides the label.
    public func catalogLabel(_ key: String, _ args: [String: String] = [:], fallback: String) -> String {
        let template = nonEmpty(primary.labels[key]) ?? nonEmpty(english.labels[key]) ?? fallback
        return MessageTemplate.fill(template, args)
    }

    /// True when `rules.json` holds text for a key that is no rule ID (in this language or English).
    public var unknownRuleKeys: [String] {
        Array(Set(primary.unknownRuleKeys + english.unknownRuleKeys)).sorted()
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
