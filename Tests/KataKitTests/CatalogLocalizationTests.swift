import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Loading is forgiving (a missing or damaged file falls back to English with a warning), and a
/// new language is only a folder of text.
@Suite struct CatalogLocalizationTests {
    @Test func aSecondLanguageIsOnlyText() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try CatalogFixtures.write(
            #"{"rules": {"add-child-first": {"title": "先调用 addChild(_:)，再添加子视图。"}}}"#,
            to: folder, "zh-Hans", "rules.json")

        let chinese = TextTable.load(from: folder, language: "zh-Hans")
        let english = TextTable.load(from: folder, language: "en")
        #expect(chinese.language == "zh-Hans")
        #expect(chinese.availableLanguages == ["en", "zh-Hans"])
        #expect(chinese.rule(.addChildFirst).title == "先调用 addChild(_:)，再添加子视图。")
        // Everything the translation lacks comes from English, field by field.
        #expect(chinese.rule(.addChildFirst).explanation == english.rule(.addChildFirst).explanation)
        #expect(chinese.rule(.addChildFirst).hints == english.rule(.addChildFirst).hints)
        #expect(chinese.rule(.lazyChildren) == english.rule(.lazyChildren))
        // Kata titles come from the manifests, in every language they have.
        #expect(chinese.kata("add-child").title == Katas.named("add-child").manifest?.title["zh-Hans"])
        #expect(chinese.group(.adding) == english.group(.adding))
        // A partial translation is normal: no warnings for the files it leaves out.
        #expect(chinese.warnings.isEmpty, "\(chinese.warnings)")
    }

    @Test func aLocaleNameFindsTheLanguageFolder() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try CatalogFixtures.write(#"{"rules": {"add-once": {"title": "只添加一次"}}}"#, to: folder, "zh-Hans", "rules.json")
        try CatalogFixtures.write(#"{"rules": {"add-once": {"title": "Adicione uma vez"}}}"#, to: folder, "pt", "rules.json")

        let fromLANG = TextTable.load(from: folder, requested: LanguagePreference.requested(in: ["LANG": "zh_CN.UTF-8"]),
                                      warnIfUnavailable: false)
        #expect(fromLANG.language == "zh-Hans")
        #expect(fromLANG.rule(.addOnce).title == "只添加一次")
        // A regional locale uses the language's folder when there is no regional one.
        let brazil = TextTable.load(from: folder, language: "pt_BR.UTF-8")
        #expect(brazil.language == "pt")
        #expect(brazil.rule(.addOnce).title == "Adicione uma vez")
        #expect(brazil.rule(.addOnce).explanation == TextTable.load(from: folder, language: "en").rule(.addOnce).explanation)
    }

    @Test func anUnavailableLanguageFallsBackToEnglishWithAWarning() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        let table = TextTable.load(from: folder, language: "de")
        #expect(table.language == "en")
        #expect(table.rule(.addChildFirst).title == TextTable.load(from: folder, language: "en").rule(.addChildFirst).title)
        #expect(table.warnings.contains { $0.contains("'de'") })
    }

    @Test func aDamagedTranslationFallsBackToEnglish() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try CatalogFixtures.write(#"{"rules": {"add-child-first": {"title": "Zuerst addChild"#, to: folder, "de", "rules.json")
        try CatalogFixtures.write(#"["not", "an", "object"]"#, to: folder, "de", "messages.json")

        let table = TextTable.load(from: folder, language: "de")
        let english = TextTable.load(from: folder, language: "en")
        #expect(table.language == "de")
        #expect(table.rule(.addChildFirst) == english.rule(.addChildFirst))
        #expect(table.kata("remove-child") == english.kata("remove-child"))
        #expect(table.warnings.contains { $0.contains("de/rules.json") })
        #expect(table.warnings.contains { $0.contains("de/messages.json") })
    }

    @Test func aMissingOrDamagedEnglishFileDegradesToIDsWithoutCrashing() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("en/messages.json"))
        try CatalogFixtures.write("{ damaged", to: folder, "en", "rules.json")

        let table = TextTable.load(from: folder, language: "en")
        #expect(table.rule(.addOnce).title == "add-once")
        #expect(table.rule(.addOnce).hints.isEmpty)
        // A kata's title lives in its manifest, so damaged text files do not lose it.
        #expect(table.kata("add-child").title == Katas.named("add-child").manifest?.title["en"])
        #expect(table.group(.removing) == "removing")
        #expect(table.warnings.contains { $0.contains("en/messages.json is missing") })
        #expect(table.warnings.contains { $0.contains("en/rules.json") })
        #expect(HintLadder(texts: table).next(for: .addOnce, alreadyShown: 0) == nil)
    }

    @Test func aBadEntryLosesOnlyItself() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try CatalogFixtures.write(#"""
            {"rules": {"add-once": "just a string", "no-such-rule": {"title": "?"},
                       "add-child-view": {"title": 42, "explanation": "Nur die Erklärung."}}}
            """#, to: folder, "de", "rules.json")
        let table = TextTable.load(from: folder, language: "de")
        let english = TextTable.load(from: folder, language: "en")
        #expect(table.rule(.addOnce) == english.rule(.addOnce))
        #expect(table.rule(.addChildView).title == english.rule(.addChildView).title)
        #expect(table.rule(.addChildView).explanation == "Nur die Erklärung.")
        #expect(table.unknownRuleKeys == ["no-such-rule"])
        #expect(table.warnings.count == 2, "\(table.warnings)")
    }

    @Test func messagesFillPlaceholdersAndFallBack() throws {
        let folder = try CatalogFixtures.textsFolderWithEnglish()
        defer { CatalogFixtures.cleanUp(folder) }
        try CatalogFixtures.write(#"""
            {"greeting": "Hello, {name}! {name} has {count} katas left.",
             "run": {"passed": "{kata} passed", "lines": ["one", "two"]}}
            """#, to: folder, "en", "messages.json")
        try CatalogFixtures.write(#"{"greeting": "Hallo, {name}!"}"#, to: folder, "de", "messages.json")

        let english = TextTable.load(from: folder, language: "en")
        #expect(english.message("greeting", ["name": "Ada", "count": "3"]) == "Hello, Ada! Ada has 3 katas left.")
        #expect(english.message("greeting", ["name": "Ada"]) == "Hello, Ada! Ada has {count} katas left.")
        #expect(english.message("run.passed", ["kata": "add-child"]) == "add-child passed")
        #expect(english.message("run.lines") == "one\ntwo")
        #expect(english.message("no.such.key", ["x": "y"]) == "no.such.key")
        let german = TextTable.load(from: folder, language: "de")
        #expect(german.message("greeting", ["name": "Ada"]) == "Hallo, Ada!")
        #expect(german.message("run.passed", ["kata": "add-child"]) == "add-child passed")
    }

    @Test func placeholderFillingLeavesOtherBracesAlone() {
        #expect(MessageTemplate.fill("{a}{b} {a}", ["a": "1", "b": "2"]) == "12 1")
        #expect(MessageTemplate.fill("func f() { body }", ["body": "x"]) == "func f() { body }")
        #expect(MessageTemplate.fill("open { without close", ["x": "y"]) == "open { without close")
        #expect(MessageTemplate.fill("{x}", ["x": "{x}"]) == "{x}")
    }

    @Test(arguments: [
        ("zh_CN.UTF-8", "zh-Hans"), ("zh_TW.Big5", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh", "zh-Hans"),
        ("pt_BR.UTF-8", "pt-BR"), ("en_US.UTF-8@euro", "en-US"), ("DE_de", "de-DE"), ("sr_Latn_RS", "sr-Latn-RS"),
        ("fr", "fr"),
    ])
    func localeNamesBecomeLanguageTags(_ raw: String, _ tag: String) {
        #expect(LanguagePreference.normalize(raw) == tag)
    }

    @Test func neutralLocalesAskForNothing() {
        for raw in ["C", "POSIX", "C.UTF-8", "", "  ", "1234"] { #expect(LanguagePreference.normalize(raw) == nil, "\(raw)") }
    }

    @Test func kataLangBeatsTheLocaleVariables() {
        #expect(LanguagePreference.requested(in: ["KATA_LANG": "de", "LC_ALL": "fr_FR", "LANG": "zh_CN"]) == "de")
        #expect(LanguagePreference.requested(in: ["LC_ALL": "fr_FR.UTF-8", "LANG": "zh_CN"]) == "fr-FR")
        #expect(LanguagePreference.requested(in: ["LC_ALL": "C", "LANG": "zh_CN"]) == "zh-Hans")
        #expect(LanguagePreference.requested(in: ["KATA_LANG": "", "LANG": "pt_BR"]) == "pt-BR")
        #expect(LanguagePreference.requested(in: [:]) == nil)
    }

    @Test func theEnvironmentPicksAShippedLanguageOrEnglish() {
        let table = TextTable.load(language: nil, environment: ["LANG": "xx_YY.UTF-8"])
        #expect(table.language == "en")
        #expect(table.warnings.allSatisfy { !$0.contains("xx") }, "a locale without texts is normal, not a problem")
        let asked = TextTable.load(language: nil, environment: ["KATA_LANG": "xx"])
        #expect(asked.language == "en")
        #expect(asked.warnings.contains { $0.contains("'xx'") }, "an explicit KATA_LANG that can't be met is reported")
    }
}
