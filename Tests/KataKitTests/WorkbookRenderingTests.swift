import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// What the learner reads: side-by-side timelines, the result text, color only when allowed.
@Suite struct WorkbookRenderingTests {
    @Test func sideBySideMarksTheLinesThatDiffer() {
        let lines = SideBySide.render(expected: ["addChild", "didMove"], actual: ["addChild", "viewWillAppear", "x"], width: 80)
        #expect(lines.count == 2 + 3)
        #expect(lines[2].hasPrefix("  addChild"))
        #expect(lines[3].hasPrefix("≠ didMove"))
        #expect(lines[3].contains("│ viewWillAppear"))
        #expect(lines[4].hasPrefix("≠ "))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func anEmptySideSaysNothingHappened() {
        let lines = SideBySide.render(expected: ["addChild"], actual: [], width: 80)
        #expect(lines.count == 3)
        #expect(lines[2].contains("│ (nothing)"))
        #expect(SideBySide.render(expected: [], actual: [], width: 80).isEmpty)
    }

    @Test func longLinesAreClippedToTheWidth() {
        let long = String(repeating: "x", count: 200)
        let lines = SideBySide.render(expected: [long], actual: [long], width: 60)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines[2].contains("…"))
    }

    /// Checks failing for one cause carry one timeline: it is printed once, then referred to.
    @Test func aRepeatedTimelineIsShownOnce() {
        let finding = Finding(rules: [.addChildFirst], message: "never added", expected: ["container.addChild(content)"], actual: [])
        let other = Finding(rules: [.addChildView], message: "other", expected: ["content.view → container.view"], actual: ["x"])
        let result = KataResult(kata: "add-child", status: .fail, checks: [
            CheckResult(name: "first", status: .fail, rules: [.addChildFirst], message: "a", finding: finding),
            CheckResult(name: "second", status: .fail, rules: [.addChildFirst], message: "b", finding: finding),
            CheckResult(name: "third", status: .fail, rules: [.addChildView], message: "c", finding: other),
        ])
        let text = ResultText(styler: .plain, width: 100, showAll: true).render(result)
        #expect(text.components(separatedBy: "container.addChild(content)").count - 1 == 1)
        #expect(text.contains("same timeline as first"))
        #expect(text.contains("content.view → container.view"))
    }

    /// An untouched starter's first screen: the first failing check in full, the others one line
    /// each with their place, and how to see everything.
    @Test func theFirstFailingCheckInFullTheOthersOneLineEach() {
        let finding = Finding(rules: [.addChildFirst], message: "never added", expected: ["container.addChild(content)"], actual: [])
        let place = Finding.Location(file: "Exercises/add-child/ContainerViewController.swift", line: 3)
        let result = KataResult(kata: "add-child", status: .fail, checks: [
            CheckResult(name: "first", status: .fail, rules: [.addChildFirst], message: "a", finding: finding, location: place),
            CheckResult(name: "second", status: .fail, rules: [.addChildView], message: "b", finding: finding, location: place),
            CheckResult(name: "third", status: .pass),
        ])
        let source = ["final class C: UIViewController {", "    func show(_ c: UIViewController) {", "        view.addSubview(c.view)", "    }", "}"]
        let text = ResultText(styler: .plain, width: 100, readSource: { $0 == place.file ? source : nil }).render(result)
        #expect(text.contains("Exercises/add-child/ContainerViewController.swift:3"))
        #expect(text.contains("→ 3 │         view.addSubview(c.view)"))
        #expect(text.contains("  2 │     func show(_ c: UIViewController) {"))
        #expect(text.contains("✗ second — b (Exercises/add-child/ContainerViewController.swift:3)"))
        #expect(text.components(separatedBy: "container.addChild(content)").count - 1 == 1)
        #expect(text.contains("--all"))
        let all = ResultText(styler: .plain, width: 100, showAll: true, readSource: { _ in source }).render(result)
        #expect(!all.contains("--all"))
        #expect(all.components(separatedBy: "→ 3 │").count - 1 == 2)
    }

    @Test func colorOnlyOnATerminalWithoutNoColor() {
        #expect(Styler.decide(isTerminal: true, environment: [:], noColorFlag: false).enabled)
        #expect(!Styler.decide(isTerminal: false, environment: [:], noColorFlag: false).enabled)
        #expect(!Styler.decide(isTerminal: true, environment: ["NO_COLOR": "1"], noColorFlag: false).enabled)
        #expect(!Styler.decide(isTerminal: true, environment: [:], noColorFlag: true).enabled)
        #expect(Styler(enabled: true).red("x") != "x")
        #expect(Styler.plain.red("x") == "x")
    }

    @Test func aFailingCheckShowsRuleTimelinesAndUIKitText() {
        let finding = Finding(rules: [.didMoveAfterView], message: "didMove came too early",
                              expected: ["child.willMove(parent)", "child.didMove(parent)"],
                              actual: ["child.didMove(parent)", "child.willMove(parent)"],
                              diagnostics: ["Unbalanced calls to begin/end appearance transitions"])
        let result = KataResult(kata: "add-child", status: .fail, checks: [
            CheckResult(name: "didMoveLast", status: .fail, rules: [.didMoveAfterView], message: finding.message.key, finding: finding),
            CheckResult(name: "parentIsSet", status: .pass),
        ])
        let text = ResultText(width: 100).render(result)
        for piece in ["didMoveLast", "didMove came too early", "did-move-after-view", "expected", "what happened",
                      "~ child.willMove(parent)", "Unbalanced calls", "✓ parentIsSet", "1/2 checks"] {
            #expect(text.contains(piece), "missing \(piece)")
        }
        #expect(!text.contains("\u{1B}["))
        // The misplaced call is marked where a correct container makes it and where this one did.
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("    ~ ") }.count == 2)
    }

    @Test func compileErrorsAreTheCompilersOwnText() {
        let diagnostic = CompilerDiagnostic(
            file: "Exercises/add-child/ContainerViewController.swift", line: 12, column: 5, severity: .error,
            message: "cannot find 'foo' in scope",
            rendered: "Exercises/add-child/ContainerViewController.swift:12:5: error: cannot find 'foo' in scope")
        let result = KataResult(kata: "add-child", status: .error, compileDiagnostics: [diagnostic], error: "does not compile")
        let text = ResultText().render(result)
        #expect(text.contains(diagnostic.rendered))
        #expect(text.contains("does not compile"))
    }

    @Test func overviewMarksEachKataAndNamesTheNext() throws {
        let workbook = Workbook(root: URL(fileURLWithPath: "/nonexistent"), katas: Katas.all)
        var state = ProgressState()
        state.katas["add-child"] = .init(status: .pass)
        state.katas["remove-child"] = .init(status: .fail)
        let text = OverviewText.render(workbook, state: state)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("✓ add-child") })
        #expect(lines.contains { $0.contains("✗ remove-child") && $0.hasPrefix("›") })
        #expect(lines.contains { $0.contains("· cycle-animated") })
        #expect(text.contains(Katas.removeChild.learnerFile))
    }
}
