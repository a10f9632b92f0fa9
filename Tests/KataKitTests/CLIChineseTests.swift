import Foundation
import Testing
import KataCatalog
@testable import KataTexts
@testable import KataWorkbook

/// What a Chinese learner reads from the real `kata` binary with `--lang zh-Hans`, on the real
/// add-child kata and the shipped translation: statuses are 通过/未通过/出错/未开始, checks are
/// shown by their Chinese titles, and every pointer to documentation names the Chinese file.
/// JSON keeps the raw status and the Swift names (WorkbookLanguageTests).
@Suite(.serialized) struct CLIChineseTests {
    /// The add-child workbook with the project's docs/RULES files, so `kata rules` can point at them.
    static func workbook() throws -> AddChildWorkbook {
        let workbook = try AddChildWorkbook(solved: false)
        let docs = workbook.root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        for name in ["RULES.md", "RULES.zh-Hans.md"] {
            try FileManager.default.copyItem(at: TestBuild.projectRoot.appendingPathComponent("docs/" + name),
                                             to: docs.appendingPathComponent(name))
        }
        return workbook
    }

    @Test func theWorkbookScreenAndListUseChineseStatusesAndTheChineseReadme() throws {
        let workbook = try Self.workbook()
        defer { workbook.remove() }
        let zh = TextTable.load(language: "zh-Hans")
        let screen = try workbook.run(["--lang", "zh-Hans"])
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("Exercises/add-child/README.zh-Hans.md"), "\(screen.stdout)")
        #expect(!screen.stdout.contains("README.md"))
        #expect(screen.stdout.contains(zh.statusWord("not-started")) && !screen.stdout.contains("not-started"))

        let english = try workbook.run(["--lang", "en"])
        #expect(english.stdout.contains("Exercises/add-child/README.md"))

        let list = try workbook.run(["list", "--lang", "zh-Hans"])
        #expect(list.status == 0 && list.stdout.contains("未开始") && !list.stdout.contains("not-started"), "\(list.stdout)")
    }

    @Test func aVerdictShowsChineseStatusAndCheckTitles() throws {
        let workbook = try Self.workbook()
        defer { workbook.remove() }
        let run = try workbook.run(["run", workbook.kata, "--lang", "zh-Hans"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("（未通过，"), "\(run.stdout.prefix(300))")
        #expect(!run.stdout.contains("(fail,"))
        let manifest = try #require(AddChildWorkbook.kata.manifest)
        for check in manifest.checks {
            let title = try #require(check.title?["zh-Hans"])
            #expect(run.stdout.contains("\(title)（\(check.name)）"), "no Chinese title for \(check.name)")
        }

        let solution = try workbook.run(["solution", workbook.kata, "--lang", "zh-Hans"])
        #expect(solution.status != 0)
        #expect(solution.stderr.contains("上次结果：未通过") && !solution.stderr.contains("fail"), "\(solution.stderr)")
    }

    @Test func kataRulesNamesTheChineseRulesDocument() throws {
        let workbook = try Self.workbook()
        defer { workbook.remove() }
        let zh = try workbook.run(["rules", "--lang", "zh-Hans"])
        #expect(zh.status == 0 && zh.stdout.contains("docs/RULES.zh-Hans.md"), "\(zh.stdout.suffix(300))")
        let en = try workbook.run(["rules", "--lang", "en"])
        #expect(en.stdout.contains("docs/RULES.md") && !en.stdout.contains("RULES.zh-Hans"))
    }
}
