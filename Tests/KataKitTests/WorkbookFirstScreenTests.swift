import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine
@testable import KataTexts
@testable import KataWorkbook

/// The first screen of every failing verdict a learner can meet — every kata's untouched starter
/// and every catalogued mistake, graded by the real runner library — fits a terminal of 80 × 24
/// display columns and rows, in English and in Chinese (two columns a character): the status
/// line, the first failing check's message, its line, the timeline window, rule and hint.
@Suite struct WorkbookFirstScreenTests {
    struct Case: Sendable, CustomStringConvertible {
        let kata: KataSpec
        let file: URL
        var description: String { "\(kata.id): \(file.lastPathComponent)" }
    }

    /// Every starter and mistake fixture of every kata.
    static let cases: [Case] = Katas.all.flatMap { kata in
        [Case(kata: kata, file: KataFixtures.learnerFile(of: kata))]
            + KataFixture.all(.mistake, of: kata, root: KataFixtures.root).map { Case(kata: kata, file: $0.url) }
    }

    /// Each case graded once per test run, two at a time (the machine's cores), through the
    /// runner's verdict cache (keyed by the file, the contract, the runtime and the language, as
    /// for a learner), so a second run renders without recompiling 120 files.
    static let graded: [(Case, Result<KataResult, Error>)] = {
        let results = LockedResults(count: cases.count)
        let cache = TestBuild.scratch.appendingPathComponent("kata-cache-first-screen")
        @Sendable func grade(_ item: Case) -> Result<KataResult, Error> {
            Result {
                try Grader(toolchain: KataFixtures.toolchain.get(), cacheDirectory: cache).grade(GradeRequest(
                    kata: item.kata, learnerFile: item.file, displayPath: KataFixtures.project.displayPath(for: item.file)))
            }
        }
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let item = cases[index]
            // A verdict the busy machine cut short (time limit, never cached) is graded once more.
            var outcome = grade(item)
            if case .success(let result) = outcome, result.status == .error { outcome = grade(item) }
            results.set(index, outcome)
        }
        return Array(zip(cases, results.all))
    }()

    static let languages = ["en", "zh-Hans"]

    @Test(arguments: languages)
    func everyFailingFirstScreenFits80By24(_ language: String) throws {
        let texts = TextTable.load(language: language)
        #expect(texts.language == language)
        var failing = 0
        for (item, outcome) in Self.graded {
            let result = try outcome.get()
            guard result.checks.contains(where: { $0.status == .fail }) else {
                Issue.record("\(item) has no failing check: \(result.status)")
                continue
            }
            failing += 1
            let source = try String(contentsOf: item.file, encoding: .utf8).components(separatedBy: "\n")
            let renderer = ResultText(width: 80, height: 24, texts: texts, readSource: { _ in source })
            let retexted = Self.retexted(result, kata: item.kata, texts: texts)
            // Each failing check in turn as the one shown in full (the others one row each).
            for first in retexted.checks where first.status == .fail {
                var shown = retexted
                shown.checks = [first] + retexted.checks.filter { $0.name != first.name }
                let lines = renderer.render(shown).components(separatedBy: "\n")
                let label = "\(item) \(first.name) [\(language)]"
                let wide = lines.filter { DisplayWidth.of($0) > 80 }
                #expect(wide.isEmpty, "\(label): rows wider than 80 columns:\n\(wide.joined(separator: "\n"))")
                // One row stays free for the cursor after the verdict.
                #expect(lines.count <= 23, "\(label): \(lines.count) rows\n\(lines.joined(separator: "\n"))")
                // What the first screen is for: which check, what is wrong, where, which rule, a hint.
                let screen = lines.joined(separator: "\n")
                let fullRow = ScreenFit.clip("  ✗ " + texts.checkLabel(first.name, ofKata: item.kata.id), width: 80)
                #expect(lines.contains(fullRow), "\(label): not in full")
                if let location = first.location {
                    let name = (location.file as NSString).lastPathComponent
                    #expect(screen.contains("\(name):\(location.line)\n"), "\(label): no location")
                }
                for rule in first.rules { #expect(screen.contains(rule.rawValue), "\(label): rule \(rule)") }
                // Every other failing check is either on its row or counted as not shown.
                let others = shown.checks.filter { $0.status == .fail }.count - 1
                let briefs = lines.filter { $0.hasPrefix("  ✗ ") && $0 != fullRow }.count
                if briefs < others {
                    #expect(screen.contains(texts.message("page.moreChecksHidden", ["count": "\(others - briefs)", "kata": item.kata.id])
                        .prefix(12)), "\(label): hidden checks not counted")
                }
            }
        }
        #expect(failing == Self.cases.count)
    }

    @Test func showAllStillShowsEveryFailingCheckInFull() throws {
        let (item, outcome) = try #require(Self.graded.first { $0.0.kata.id == Katas.addChild.id })
        let result = try outcome.get()
        let source = try String(contentsOf: item.file, encoding: .utf8).components(separatedBy: "\n")
        let all = ResultText(width: 80, height: 24, showAll: true, readSource: { _ in source }).render(result)
        let rows = all.components(separatedBy: "\n")
        for check in result.checks where check.status == .fail {
            let fullRow = ScreenFit.clip("  ✗ " + LearnerText.table.checkLabel(check.name, ofKata: result.kata), width: 80)
            #expect(rows.contains(fullRow), "\(check.name) is not shown in full")
        }
        let firstScreen = ResultText(width: 80, height: 24, readSource: { _ in source }).render(result)
        #expect(all.components(separatedBy: "\n").count > firstScreen.components(separatedBy: "\n").count)
    }

    /// The result with each finding's message in `texts`' language, as a learner with that
    /// language would have been told it (the engine words findings in the process's language).
    static func retexted(_ result: KataResult, kata: KataSpec, texts: TextTable) -> KataResult {
        var copy = result
        copy.checks = result.checks.map { check in
            var check = check
            if let finding = check.finding { check.message = texts.finding(finding.message, of: kata) }
            return check
        }
        return copy
    }
}

/// Results written by concurrent workers, one slot each.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<KataResult, Error>?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<KataResult, Error>) { lock.withLock { slots[index] = value } }
    var all: [Result<KataResult, Error>] { lock.withLock { slots.map { $0! } } }
}
