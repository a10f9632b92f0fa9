import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
@testable import KataTexts
@testable import KataWorkbook

/// A rule's wrong and right examples are graded, not just type-checked: the wrong snippet stands,
/// line for line and in order, in a mistake fixture of a kata that teaches the rule (and that fixture fails
/// citing the rule — `KataGraderTests` proves it), and the right snippet in that kata's solution or
/// one of its alternatives (which pass). Required for the rules the seed katas introduced.
@Suite struct KataRuleExampleTests {
    static let root = TestBuild.projectRoot
    static let seedRules: [RuleID] = [
        .embedInContainerView, .flipInsideContainerView, .hideByRemovingView, .followSizeClass, .noRetainCycle,
        .presentFromWindow, .popoverNeedsAnchor, .customNeedsDelegate, .keepTransitioningDelegate, .pushNeedsNavigation,
        .letContainersShow, .chromeInContainerView, .animateAlongsideTransition, .cleanUpCancelledPresentation,
        .frameOfPresentedView, .relayoutPresentedView,
    ]

    /// Non-empty lines, trimmed, comments dropped.
    static func code(_ text: String) -> [String] {
        text.components(separatedBy: "\n")
            .map { $0.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// `snippet`'s lines all appear in `file`, in order (given code may stand between them).
    static func contains(_ file: URL, _ snippet: [String]) -> Bool {
        guard !snippet.isEmpty, let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        var remaining = snippet[...]
        for line in code(text) where line == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return false
    }

    static func graded(_ rule: RuleID) -> (wrong: Bool, right: Bool) {
        let text = TextTable.load(language: "en").rule(rule)
        let wrong = code(text.wrong), right = code(text.right)
        var found = (wrong: false, right: false)
        for kata in Katas.all where kata.rules.contains(rule) {
            let mistakes = KataFixture.all(.mistake, of: kata, root: root).filter { $0.expectedRules.contains(rule.rawValue) }
            if mistakes.contains(where: { contains($0.url, wrong) }) { found.wrong = true }
            let passing = [root.appendingPathComponent(kata.solutionFile)] + KataFixture.all(.alternative, of: kata, root: root).map(\.url)
            if passing.contains(where: { contains($0, right) }) { found.right = true }
        }
        return found
    }

    @Test(arguments: seedRules)
    func theSeedRulesExamplesAreGraded(_ rule: RuleID) {
        let found = Self.graded(rule)
        #expect(found.wrong, "\(rule.rawValue): its wrong example is in no failing fixture of a kata that teaches it")
        #expect(found.right, "\(rule.rawValue): its right example is in no passing file of a kata that teaches it")
    }

    /// How many of all the catalogue's examples are graded this way (printed, for the record).
    @Test func coverageOfTheWholeCatalog() {
        let all = RuleID.allCases.map { Self.graded($0) }
        let wrong = all.filter(\.wrong).count, right = all.filter(\.right).count
        print("rule-examples: wrong graded \(wrong)/\(all.count), right graded \(right)/\(all.count)")
        #expect(wrong >= Self.seedRules.count && right >= Self.seedRules.count)
    }
}
