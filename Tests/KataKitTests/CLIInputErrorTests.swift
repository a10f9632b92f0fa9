import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataTexts
@testable import KataWorkbook

/// What a learner who mistypes meets, from the real `kata` binary: a bad option value is a usage
/// error (64) like an unknown option, a misspelled kata ID gets the ID meant, an emptied file gets
/// the way back (`kata reset`), and `kata list` fits 80 columns.
@Suite(.serialized) struct CLIInputErrorTests {
    @Test func aLanguageTheWorkbookLacksIsAUsageError() throws {
        let run = try KataBinary.run(["--lang", "klingon", "list"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("klingon") && run.stderr.contains("zh-Hans"), "\(run.stderr)")
        // A regional form of a language there is stays accepted.
        #expect(try KataBinary.run(["--lang", "zh_CN.UTF-8", "list"]).status == 0)
        #expect(try KataBinary.run(["list", "--lang=en-GB"]).status == 0)
    }

    @Test func aMisspelledKataGetsTheOneMeant() throws {
        for (typed, meant) in [("add-chid", "add-child"), ("tab-switch", "tab-switcher"), ("Remove-Child", "remove-child")] {
            let run = try KataBinary.run(["hint", typed])
            #expect(run.status == 64, "\(typed): \(run.stderr)")
            #expect(run.stderr.contains(LearnerText.message("page.didYouMean", ["kata": meant])), "\(typed): \(run.stderr)")
        }
        let far = try KataBinary.run(["hint", "zzzzzzzz"])
        #expect(far.status == 64 && !far.stderr.contains(LearnerText.message("page.didYouMean", ["kata": ""]).prefix(8)))
    }

    @Test func anEmptiedFileSuggestsReset() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let file = workbook.root.appendingPathComponent(AddChildWorkbook.kata.learnerFile)
        for content in ["", "\n  \n"] {
            try Data(content.utf8).write(to: file)
            let run = try workbook.run(["run", workbook.kata])
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("swift run kata reset \(workbook.kata)"), "\(run.stdout)")
        }
        // A file with code in it that fails does not get the suggestion.
        try workbook.install(AddChildWorkbook.kata.learnerFile)
        let starter = try workbook.run(["run", workbook.kata])
        #expect(starter.status == 1 && !starter.stdout.contains("kata reset"))
    }

    @Test func theListFits80ColumnsAndUsesAWiderTerminal() throws {
        let list = try KataBinary.run(["list"])
        #expect(list.status == 0)
        let rows = list.stdout.split(separator: "\n")
        #expect(rows.count == Katas.all.count)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(list.stdout)")
        // Off a terminal the list is laid out for 80 columns; given 120, titles are whole.
        let entries = Katas.all.map {
            KataListEntry(id: $0.id, title: LearnerText.table.kata($0).title, file: $0.learnerFile, solution: $0.solutionFile,
                          status: .notStarted, current: false)
        }
        let wide = OverviewText.list(entries, width: 120)
        #expect(wide.allSatisfy { !$0.contains("…") })
        #expect(wide.map { DisplayWidth.of($0) }.max()! > 80)
        #expect(OverviewText.list(entries, width: 80).allSatisfy { DisplayWidth.of($0) <= 80 })
    }
}
