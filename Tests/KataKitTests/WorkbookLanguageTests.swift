import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The learner's language at run time: `--lang` (every command, before or after its name), then
/// `KATA_LANG`, then `LC_ALL`/`LC_MESSAGES`/`LANG`. Messages change; machine fields (status, rule
/// IDs, check names, message keys, JSON keys) never do; a missing translation falls back to English
/// for that text only. Chinese comes from a minimal test fixture (Fixtures/Texts/zh-Hans).
@Suite(.serialized) struct WorkbookLanguageTests {
    static let fixture = TestBuild.projectRoot.appendingPathComponent("Tests/KataKitTests/Fixtures/Texts/zh-Hans")

    /// An add-child workbook whose texts include the zh-Hans fixture, and whose learner's file adds
    /// the child in every layout pass (mistake A9): its first failing check cites add-child-first
    /// (off screen no layout pass comes, so it adds nothing), a rule the fixture translates.
    static func chineseWorkbook() throws -> AddChildWorkbook {
        let workbook = try AddChildWorkbook(solved: false)
        try workbook.install("Solutions/add-child/mistakes/A9-adds-in-layout-pass.swift")
        // The fixture stands in for the shipped translation, so its gaps are known.
        let texts = workbook.root.appendingPathComponent("Sources/KataKit/Texts/zh-Hans")
        try? FileManager.default.removeItem(at: texts)
        try FileManager.default.copyItem(at: fixture, to: texts)
        return workbook
    }

    /// English texts of the project beside the zh-Hans fixture, in a temporary folder.
    static func textsFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestBuild.projectRoot.appendingPathComponent("Sources/KataKit/Texts/en"), to: folder.appendingPathComponent("en"))
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("zh-Hans"))
        return folder
    }

    @Test func aMissingTranslationFallsBackToEnglishForThatTextOnly() throws {
        let folder = try Self.textsFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zh = TextTable.load(from: folder, language: "zh_CN.UTF-8")
        let en = TextTable.load(from: folder, language: "en")
        #expect(zh.language == "zh-Hans")
        #expect(zh.message("workbook.expected") == "预期")
        #expect(zh.message("workbook.hintLine", ["hint": "h"]) == en.message("workbook.hintLine", ["hint": "h"]))
        #expect(zh.rule(.addOnce).title.hasPrefix("子控制器只添加一次"))
        #expect(zh.rule(.addOnce).hints == en.rule(.addOnce).hints && !en.rule(.addOnce).hints.isEmpty)
        #expect(zh.rule(.removeViewBeforeParent).title == en.rule(.removeViewBeforeParent).title)
    }

    @Test func localeVariablesMapToTheTextFolders() {
        #expect(LanguagePreference.requested(in: ["LANG": "zh_CN.UTF-8"]) == "zh-Hans")
        #expect(LanguagePreference.requested(in: ["LANG": "zh_TW.UTF-8"]) == "zh-Hant")
        #expect(LanguagePreference.requested(in: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == "zh-Hans")
        #expect(LanguagePreference.requested(in: ["LC_MESSAGES": "en_US", "LC_ALL": "zh_CN.UTF-8"]) == "zh-Hans")
        #expect(LanguagePreference.requested(in: ["LC_ALL": "zh_CN.UTF-8", "KATA_LANG": "en"]) == "en")
        #expect(LanguagePreference.requested(in: ["LANG": "C", "LC_ALL": ""]) == nil)
    }

    @Test func theGlobalLangOptionIsTakenFromAnywhereOnTheLine() throws {
        var words = ["--lang", "zh-Hans", "run", "add-child", "--lang=en", "--format", "json"]
        #expect(try GlobalOptions.takeLanguage(from: &words) == "en")
        #expect(words == ["run", "add-child", "--format", "json"])
        var after = ["run", "--", "--lang", "x"]
        #expect(try GlobalOptions.takeLanguage(from: &after) == nil)
        #expect(after == ["run", "--", "--lang", "x"])
        for bad in [["--lang"], ["--lang="], ["run", "--lang", "--format"]] {
            var words = bad
            #expect(throws: WorkbookError.self) { try GlobalOptions.takeLanguage(from: &words) }
        }
        // The parser accepts it too, so a command's own parsing never calls it unknown.
        #expect(try ArgumentParser.parse(["--lang", "en"], options: [], maxPositionals: 0, command: "list").value("--lang") == "en")
    }

    @Test func everyCommandAcceptsLangAndShowsItInItsHelp() throws {
        for name in CLIHelpTests.commands.map(\.0) + [""] {
            let command = name.isEmpty ? [] : [name]
            let help = try KataBinary.run(command + ["--help"])
            #expect(help.status == 0 && help.stdout.contains("--lang CODE"), "kata \(name) --help: \(help.stdout)")
            let before = try KataBinary.run(["--lang", "zh-Hans"] + command + ["--help"])
            let after = try KataBinary.run(command + ["--lang=en", "--help"])
            #expect(before.status == 0 && after.status == 0, "kata \(name): \(before.stderr)\(after.stderr)")
        }
        #expect(try KataBinary.run(["--help"]).stdout.contains("--lang CODE"))
        let missing = try KataBinary.run(["list", "--lang"])
        #expect(missing.status == 64 && missing.stderr.contains("--lang"))
    }

    @Test func theLanguageIsChosenByFlagThenKataLangThenTheLocale() throws {
        let workbook = try Self.chineseWorkbook()
        defer { workbook.remove() }
        func isChinese(_ arguments: [String], _ environment: [String: String]) throws -> Bool {
            let run = try workbook.run(arguments, environment: environment)
            #expect(run.status == 1, "\(run.stderr)")
            return run.stdout.contains("预期")
        }
        let run = ["run", workbook.kata]
        #expect(try !isChinese(run, [:]))
        #expect(try isChinese(run + ["--lang", "zh-Hans"], [:]))
        #expect(try isChinese(["--lang=zh-Hans"] + run, ["KATA_LANG": "en"]))
        #expect(try isChinese(run, ["LANG": "zh_CN.UTF-8"]))
        #expect(try isChinese(run, ["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]))
        #expect(try !isChinese(run, ["KATA_LANG": "en", "LANG": "zh_CN.UTF-8"]))
        #expect(try !isChinese(run + ["--lang", "en"], ["LANG": "zh_CN.UTF-8"]))

        let text = try workbook.run(run + ["--lang", "zh-Hans"]).stdout
        #expect(text.contains(workbook.kata))
        // The first failing check (nothing added while off screen) cites add-child-first.
        #expect(text.contains("规则：add-child-first — 先调用 addChild(_:)"))
        // No Chinese hint in the fixture: that one line is English, the rest stays Chinese.
        let englishHint = try #require(TextTable.load(language: "en").rule(.addChildFirst).hints.first)
        // Sentences are wrapped to the screen: compare them unwrapped.
        let unwrapped = text.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
        #expect(unwrapped.contains("hint: \(englishHint)"))
    }

    @Test func machineFieldsNeverChangeWithTheLanguage() throws {
        let workbook = try Self.chineseWorkbook()
        defer { workbook.remove() }
        let english = try workbook.run(["run", workbook.kata, "--format", "json", "--lang", "en"])
        let chinese = try workbook.run(["run", workbook.kata, "--format", "json", "--lang", "zh-Hans"])
        let en = try JSONDecoder().decode(KataResult.self, from: Data(english.stdout.utf8))
        let zh = try JSONDecoder().decode(KataResult.self, from: Data(chinese.stdout.utf8))
        #expect(en.status == zh.status && en.kata == zh.kata)
        #expect(en.checks.map(\.name) == zh.checks.map(\.name))
        #expect(en.checks.map(\.status) == zh.checks.map(\.status))
        #expect(en.checks.map(\.rules) == zh.checks.map(\.rules))
        #expect(en.checks.map { $0.finding?.message } == zh.checks.map { $0.finding?.message })
        #expect(en.checks.map { $0.finding?.mistake } == zh.checks.map { $0.finding?.mistake })
        func keys(_ text: String) throws -> Set<String> {
            try Set((JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]).keys)
        }
        #expect(try keys(english.stdout) == keys(chinese.stdout))

        let list = try workbook.run(["list", "--format", "json", "--lang", "zh-Hans"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let entry = try #require((document["katas"] as? [[String: Any]])?.first)
        #expect(entry["id"] as? String == workbook.kata && entry["title"] as? String == "添加子视图控制器")
        #expect(entry["status"] as? String == "fail")
    }

    @Test func theOutsideAWorkbookSentenceHasItsEnglishInCode() {
        let english = TextTable.load(language: "en").message("engine.projectNotFound", ["path": "/x"])
        #expect(english == MessageTemplate.fill(EngineError.projectNotFoundFallback, ["path": "/x"]))
    }
}
