import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// `kata rules`, `kata rules <id>`, `kata rules <kata-id>` and `kata hint` read right.
@Suite struct CatalogRendererTests {
    let texts = TextTable.load(language: "en")
    var renderer: RuleCatalogRenderer { RuleCatalogRenderer(texts: texts) }

    @Test func theOverviewListsEveryRuleOnceUnderItsGroup() throws {
        let lines = try renderer.lines(for: nil).get()
        let entries = lines.filter { $0.style == .ruleEntry }
        #expect(entries.compactMap(\.ruleID) == RuleID.allCases.map(\.rawValue))
        for entry in entries {
            let id = try #require(entry.ruleID.flatMap(RuleID.init(rawValue:)))
            #expect(entry.text == texts.rule(id).title)
            // The nearest heading above the entry is its group's heading.
            let index = try #require(lines.firstIndex(of: entry))
            let heading = try #require(lines[..<index].last { $0.style == .heading })
            #expect(heading.text == texts.group(id.info.group))
        }
        #expect(lines.filter { $0.style == .heading }.count == RuleGroup.allCases.count + 1)
    }

    @Test func plainTextLinesUpTheTitles() throws {
        let text = try renderer.lines(for: "").get().render()
        let entries: [(RuleID, Substring)] = [.addChildFirst, .noTransitionWithManualAppearance].compactMap { id in
            text.split(separator: "\n").first { $0.contains(id.rawValue) }.map { (id, $0) }
        }
        #expect(entries.count == 2)
        let columns = Set(entries.compactMap { id, line in
            line.range(of: texts.rule(id).title).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        })
        let entryLines = entries.map(\.1)
        #expect(columns.count == 1 && entries.count == 2, "titles start in one column: \(entryLines)")
    }

    @Test func theStyleHookSeesEveryLine() throws {
        let lines = try renderer.lines(for: "add-once").get()
        let styled = lines.render { line, plain in "[\(line.style.rawValue)]" + plain }
        #expect(styled.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count)
        #expect(styled.contains("[wrongCode]  override func viewWillLayoutSubviews() {"))
    }

    @Test(arguments: RuleID.allCases)
    func aRuleScreenShowsEverything(_ id: RuleID) throws {
        let lines = try renderer.lines(for: id.rawValue).get()
        let text = texts.rule(id)
        let all = lines.map(\.plainText).joined(separator: "\n")
        #expect(lines.first?.style == .heading)
        #expect(lines.first?.ruleID == id.rawValue)
        #expect(all.contains(text.title))
        #expect(all.contains(text.guide))
        #expect(all.contains(text.explanation))
        #expect(all.contains(text.symptom))
        #expect(lines.filter { $0.style == .wrongCode }.map(\.text).joined(separator: "\n") == text.wrong)
        #expect(lines.filter { $0.style == .rightCode }.map(\.text).joined(separator: "\n") == text.right)
        for mistake in id.info.mistakes { #expect(all.contains(mistake)) }
    }

    @Test func ruleAndKataIDsAreMatchedWithoutRegardToCase() throws {
        #expect(CatalogSubject.resolve("  ADD-ONCE ") == .success(.rule(.addOnce)))
        let kata = try #require(Katas.all.first)
        #expect(CatalogSubject.resolve(kata.id.uppercased()) == .success(.kata(kata)))
    }

    @Test func aKataScreenListsItsRulesOrSaysItHasNone() throws {
        let spec = KataSpec(id: "demo", learnerFile: "", solutionFile: "", graderSuite: "", contractSource: "",
                            checks: [CheckSpec("x", rules: [.addOnce, .addChildFirst]), CheckSpec("y", rules: [.addOnce])],
                            rules: [])
        let lines = renderer.kata(spec)
        #expect(lines.filter { $0.style == .ruleEntry }.compactMap(\.ruleID) == ["add-child-first", "add-once"])

        let declared = KataSpec(id: "demo", learnerFile: "", solutionFile: "", graderSuite: "", contractSource: "",
                                checks: [], rules: [.callSuper])
        #expect(renderer.kata(declared).filter { $0.style == .ruleEntry }.compactMap(\.ruleID) == ["call-super"])

        let empty = KataSpec(id: "demo", learnerFile: "", solutionFile: "", graderSuite: "", contractSource: "",
                             checks: [], rules: [])
        let emptyLines = renderer.kata(empty)
        #expect(emptyLines.filter { $0.style == .ruleEntry }.isEmpty)
        #expect(emptyLines.contains { $0.text == texts.catalogLabel("kataHasNoRules", fallback: "") })
    }

    @Test func theShippedKatasRenderWithTheirTitles() throws {
        for spec in Katas.all {
            let lines = try renderer.lines(for: spec.id).get()
            #expect(lines.first?.text == "\(spec.id) — \(texts.kata(spec.id).title)")
        }
    }

    @Test func anUnknownArgumentSuggestsCloseIDs() throws {
        guard case .failure(let error) = renderer.lines(for: "add-chid-first") else {
            Issue.record("a typo must not resolve"); return
        }
        #expect(error.suggestions.first == "add-child-first")
        let message = renderer.message(for: error)
        #expect(message.contains("add-chid-first"))
        #expect(message.contains("add-child-first"))

        guard case .failure(let nothingClose) = renderer.lines(for: "zzzzzzzzzzzzzzzz") else {
            Issue.record("nonsense must not resolve"); return
        }
        #expect(nothingClose.suggestions.isEmpty)
        #expect(CatalogSubject.resolve("status").failureSuggestions.contains("status-bar"))
    }

    @Test func theHintLadderGivesMoreEachTime() throws {
        let ladder = HintLadder(texts: texts)
        let hints = texts.rule(.didMoveAfterView).hints
        let first = try #require(ladder.next(for: .didMoveAfterView, alreadyShown: 0))
        #expect(first.hint == hints[0])
        #expect(first.level == 1 && first.total == hints.count && first.hasMore)
        let second = try #require(ladder.next(for: .didMoveAfterView, alreadyShown: first.shownAfter))
        #expect(second.hint == hints[1])
        let last = try #require(ladder.next(for: .didMoveAfterView, alreadyShown: hints.count - 1))
        #expect(last.hint == hints.last && !last.hasMore)
        // Asking again after the last rung repeats the most detailed hint.
        #expect(ladder.next(for: .didMoveAfterView, alreadyShown: hints.count + 5) == last)
        #expect(ladder.next(for: .didMoveAfterView, alreadyShown: -2) == first)
    }
}

extension Result where Success == CatalogSubject, Failure == UnknownCatalogSubject {
    var failureSuggestions: [String] {
        if case .failure(let error) = self { return error.suggestions }
        return []
    }
}
