import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataTexts
@testable import KataEngine
@testable import KataWorkbook

/// Honest scores (issue 19, item 7): a check with nothing to judge yet is "not run", never a
/// pass; an untouched starter scores no check; its first hint is the kata's starting step.
/// Starters are graded through the real runner.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataHonestScoreTests {
    /// Every kata's untouched starter passes no check, and each check that did not run says why
    /// with a key of the kata's manifest, in English and Chinese.
    @Test(arguments: Katas.all.map(\.id))
    func untouchedStarterScoresNothing(_ id: String) throws {
        let kata = Katas.named(id)
        let result = try KataFixtures.grade(KataFixtures.learnerFile(of: kata), kata: kata)
        #expect(result.status == .fail, "\(KataFixtures.describe(result))")
        let passed = result.checks.filter { $0.status == .pass }.map(\.name)
        #expect(passed.isEmpty, "\(id)'s starter passes \(passed)")
        for check in result.checks where check.status == .notRun {
            #expect(check.rules.isEmpty, "\(check.name) did not run but cites \(check.rules)")
            let key = try #require(check.finding?.message.key, "\(check.name) did not run and says no reason")
            for language in ["en", "zh-Hans"] {
                #expect(kata.manifest?.messages?[language]?[key] != nil, "\(id).\(key) has no \(language) text")
            }
        }
    }

    /// The grader's not-run marker makes a check "not run"; beside a real failure it stays a failure.
    @Test func notRunMarkerIsReadAsNotRun() throws {
        let kata = Katas.named("add-child")
        let check = try #require(kata.checks.first)
        let reason = FindingMessage("notRunNeverAdded")
        let marker = EventStream.Issue(comments: [reason.notRunComment], text: "", isFailure: true)
        let notRun = Verdict.checkResult(check, EventStream.TestOutcome(id: "a", name: check.name, started: true, ended: true,
                                                                        issues: [marker]), kata: kata)
        #expect(notRun.status == .notRun)
        #expect(notRun.finding?.message == reason)
        #expect(notRun.rules.isEmpty)
        let finding = Finding(rules: [.addChildFirst], message: "neverAddedAsChild")
        let failure = EventStream.Issue(comments: [finding.encodedComment], text: "", isFailure: true)
        let mixed = Verdict.checkResult(check, EventStream.TestOutcome(id: "a", name: check.name, started: true, ended: true,
                                                                       issues: [marker, failure]), kata: kata)
        #expect(mixed.status == .fail)
        #expect(mixed.rules == [.addChildFirst])
    }

    /// The untouched add-child starter's verdict hints at the kata's starting step, not at a
    /// rule's "look at the first thing your method does" (it does nothing yet).
    @Test func untouchedStarterHintIsTheKatasFirstStep() throws {
        let kata = Katas.named("add-child")
        let result = try KataFixtures.grade(KataFixtures.learnerFile(of: kata), kata: kata)
        for language in ["en", "zh-Hans"] {
            let texts = TextTable.load(language: language)
            let start = try #require(texts.kataHints(kata.id).first)
            #expect(start == kata.manifest?.hints[language]?.first)
            let text = ResultText(styler: .plain, width: 100, texts: texts, readSource: { _ in nil }).render(result)
            // The hint line wraps to the width (Chinese anywhere): compare without white space.
            func flat(_ s: String) -> String { s.filter { !$0.isWhitespace } }
            #expect(flat(text).contains(flat(start)), "\(language) verdict:\n\(text)")
            let firstRule = try #require(result.checks.first { $0.status == .fail }?.rules.first)
            let ruleHint = try #require(texts.rule(firstRule).hints.first)
            #expect(!flat(text).contains(flat(ruleHint)))
        }
    }

    /// A verdict with no failing check but one that did not run (a learner file the grader could
    /// not judge there) never shows that check as passed, with or without a height limit, in
    /// either language.
    @Test func aCheckThatDidNotRunIsNeverShownAsPassed() throws {
        let kata = Katas.named("preferred-content-size")
        let solution = try KataFixtures.grade(KataFixtures.solutionFile(of: kata), kata: kata)
        #expect(solution.status == .pass)
        var result = solution
        let index = try #require(result.checks.indices.first)
        result.checks[index].status = .notRun
        result.checks[index].finding = Finding(rules: [], message: FindingMessage("notRunPreferencesIgnored"), expected: [], actual: [])
        result.status = .fail
        for language in ["en", "zh-Hans"] {
            let texts = TextTable.load(language: language)
            let label = texts.checkLabel(result.checks[index].name, ofKata: kata.id)
            for height in [nil, 24] as [Int?] {
                let text = ResultText(styler: .plain, width: 100, height: height, texts: texts, readSource: { _ in nil }).render(result)
                #expect(!text.contains("✓ \(label)"), "\(language), height \(String(describing: height)):\n\(text)")
                #expect(text.contains(label), "\(language):\n\(text)")
            }
        }
    }
}
