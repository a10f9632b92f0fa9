import Foundation
import Testing
import KataCatalog
@testable import KataTexts

/// Every text that exists in English exists in Simplified Chinese, with the same `{placeholders}`:
/// the runner's messages, the rule catalog, and every kata's manifest texts and README — so every
/// kata added later ships in both languages.
@Suite struct CatalogTranslationTests {
    static let root = TestBuild.projectRoot
    static let language = "zh-Hans"

    static func placeholders(_ text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"\{[A-Za-z][A-Za-z0-9]*\}"#)
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) })
    }

    static func object(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path))) as? [String: Any])
    }

    /// Flattens nested objects and arrays into `path → text`.
    static func strings(_ value: Any, prefix: String = "") -> [String: String] {
        if let text = value as? String { return [prefix: text] }
        if let list = value as? [Any] {
            return list.enumerated().reduce(into: [:]) { $0.merge(strings($1.element, prefix: "\(prefix)[\($1.offset)]")) { a, _ in a } }
        }
        if let object = value as? [String: Any] {
            return object.reduce(into: [:]) { $0.merge(strings($1.value, prefix: prefix.isEmpty ? $1.key : "\(prefix).\($1.key)")) { a, _ in a } }
        }
        return [:]
    }

    static func expectSameKeysAndPlaceholders(_ english: [String: String], _ chinese: [String: String], in what: String,
                                              sourceLocation: SourceLocation = #_sourceLocation) {
        let missing = english.filter { !$0.value.isEmpty && (chinese[$0.key] ?? "").isEmpty }.keys.sorted()
        #expect(missing.isEmpty, "\(what): no zh-Hans text for \(missing)", sourceLocation: sourceLocation)
        for (key, text) in english {
            guard let translated = chinese[key] else { continue }
            #expect(placeholders(text) == placeholders(translated), "\(what): \(key) has other placeholders",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["messages.json", "rules.json"])
    func textTables(_ file: String) throws {
        let english = Self.strings(try Self.object("Sources/KataKit/Texts/en/\(file)"))
        let chinese = Self.strings(try Self.object("Sources/KataKit/Texts/\(Self.language)/\(file)"))
        #expect(english.count > 20)
        // Code snippets and the rules' guide references are the same in both; prose is translated.
        Self.expectSameKeysAndPlaceholders(english, chinese, in: file)
        // Nothing is translated that English does not have: a key only Chinese has is a text no
        // code shows — except `help.*`, whose English is written beside the code (CLIHelpLanguageTests).
        let orphans = chinese.keys.filter { english[$0] == nil && !(file == "messages.json" && $0.hasPrefix("help.")) }.sorted()
        #expect(orphans.isEmpty, "\(file): zh-Hans has text for keys English lacks: \(orphans)")
    }

    @Test(arguments: Katas.all.map(\.id))
    func kataManifestAndReadme(_ id: String) throws {
        let manifest = try #require(Katas.spec(id: id)?.manifest)
        #expect(!(manifest.title[Self.language] ?? "").isEmpty, "\(id): no zh-Hans title")
        #expect(!(manifest.summary[Self.language] ?? "").isEmpty, "\(id): no zh-Hans summary")
        let hints = manifest.hints["en"] ?? []
        #expect(hints.count >= 3, "\(id): the hint ladder has fewer than three steps")
        #expect((manifest.hints[Self.language] ?? []).count == hints.count, "\(id): zh-Hans hints differ in number")
        Self.expectSameKeysAndPlaceholders(manifest.messages?["en"] ?? [:], manifest.messages?[Self.language] ?? [:],
                                           in: "\(id)/kata.json messages")
        let readme = Self.root.appendingPathComponent("Exercises/\(id)/README.\(Self.language).md")
        #expect(FileManager.default.fileExists(atPath: readme.path), "\(id): no README.\(Self.language).md")
    }

    /// Chinese output reads in Chinese: a kata title and a rule title come back translated.
    @Test func chineseIsChosenAndUsed() {
        let table = TextTable.load(language: Self.language)
        #expect(table.language == Self.language)
        #expect(table.rule(.addChildFirst).title != TextTable.load(language: "en").rule(.addChildFirst).title)
        #expect(table.kata("add-child").title.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    }
}
