import Foundation
import Testing
import KataCatalog
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom

/// People read a check by its title, not its Swift name, and a status by its word: every check of
/// every kata has a title in English and Chinese, and the text tables give the glossary's words.
@Suite struct CatalogCheckTitleTests {
    @Test func everyCheckOfEveryKataHasBothTitles() throws {
        let katas = Katas.all.compactMap(\.manifest)
        #expect(katas.count == Katas.all.count && !katas.isEmpty)
        var missing: [String] = []
        for kata in katas {
            for check in kata.checks {
                for language in ["en", "zh-Hans"] where (check.title?[language] ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                    missing.append("\(kata.id).\(check.name) [\(language)]")
                }
                // A title is words, not the function name again.
                if let zh = check.title?["zh-Hans"] {
                    #expect(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) },
                            "\(kata.id).\(check.name): the zh-Hans title has no Chinese: \(zh)")
                }
                #expect(check.title?["en"] != check.name, "\(kata.id).\(check.name): the title repeats the name")
            }
        }
        #expect(missing.isEmpty, "checks without a title: \(missing.joined(separator: ", "))")
    }

    @Test func aCheckIsShownByItsTitleInTheLearnersLanguage() throws {
        let kata = try #require(Katas.all.first { $0.id == "add-child" }?.manifest)
        let check = try #require(kata.checks.first)
        let zh = TextTable.load(language: "zh-Hans")
        let en = TextTable.load(language: "en")
        let zhTitle = try #require(check.title?["zh-Hans"])
        #expect(zh.checkTitle(check.name, ofKata: kata.id) == zhTitle)
        #expect(zh.checkLabel(check.name, ofKata: kata.id) == "\(zhTitle)（\(check.name)）")
        #expect(en.checkLabel(check.name, ofKata: kata.id) == "\(try #require(check.title?["en"])) (\(check.name))")
        #expect(check.title(language: "pt") == check.title?["en"])
        // Unknown checks and katas keep their name.
        #expect(zh.checkLabel("noSuchCheck", ofKata: kata.id) == "noSuchCheck")
        #expect(zh.checkTitle(check.name, ofKata: "no-such-kata") == check.name)
    }

    /// report.md heads a failing check with its title in the gradebook's language.
    @Test func aStudentReportNamesAFailingCheckByItsTitle() throws {
        let kata = try #require(Katas.all.first { $0.id == "add-child" }?.manifest)
        let check = try #require(kata.checks.last)
        let result = KataResult(kata: kata.id, status: .fail, checks: [
            CheckResult(name: check.name, status: .fail, rules: check.rules, message: "m")])
        for language in ["zh-Hans", "en"] {
            let texts = ClassroomTexts.bundled(language: language)
            let report = StudentReport.render(StudentGrade(student: "li", results: [result]), texts: texts)
            let title = try #require(check.title?[language])
            #expect(report.contains("### " + texts.words.message("check.label", ["title": title, "name": check.name]) + "\n"),
                    "\(report)")
        }
    }

    /// The status words are the glossary's row "pass / fail / error / not started".
    @Test func statusWordsAreTheGlossarys() throws {
        let glossary = try String(contentsOf: TestBuild.projectRoot.appendingPathComponent("docs/spec/glossary-zh-Hans.md"),
                                  encoding: .utf8)
        let row = try #require(glossary.split(separator: "\n").first { $0.hasPrefix("| pass / fail / error / not started |") })
        let words = row.split(separator: "|")[0].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        let chinese = row.split(separator: "|")[1].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(words.count == 4 && chinese.count == 4)
        let zh = TextTable.load(language: "zh-Hans")
        let en = TextTable.load(language: "en")
        for (word, expected) in zip(words, chinese) {
            let raw = word.replacingOccurrences(of: " ", with: "-")
            #expect(zh.statusWord(raw) == expected)
            #expect(en.statusWord(raw) == word)
        }
        #expect(zh.statusWord("notStarted") == zh.statusWord("not-started"))
        #expect(zh.statusWord("not-run") == "未运行")
        #expect(zh.statusWord("someday") == "someday")
    }

    @Test func documentsFollowTheLanguage() throws {
        let zh = TextTable.load(language: "zh-Hans")
        let en = TextTable.load(language: "en")
        let root = TestBuild.projectRoot
        #expect(zh.document("Exercises/add-child/README.md", root: root) == "Exercises/add-child/README.zh-Hans.md")
        #expect(zh.document("docs/RULES.md", root: root) == "docs/RULES.zh-Hans.md")
        #expect(en.document("docs/RULES.md", root: root) == "docs/RULES.md")
        // No translation on disk: the English document, never a missing file.
        #expect(zh.document("CONTRIBUTING.md", root: root) == "CONTRIBUTING.md")
    }
}
