import Testing
import KataCatalog
@testable import KataWorkbook

/// The timeline a finding shows is a diff (issue 19 item 3): accepted orders and durations compare
/// equal, what is missing or extra stands out, and the first screen shows the window around the
/// first difference.
@Suite struct TimelineDiffTests {
    static let listing51 = [
        "container.addChild(content)",
        "content.willMove(toParent: container)",
        "container.view.addSubview(content.view)",
        "content.viewWillAppear(false)",
        "content.viewDidAppear(false)",
        "content.didMove(toParent: container)",
    ]

    @Test func aMissingCallIsTheOnlyRowThatDiffers() {
        var actual = Self.listing51
        actual.removeLast()
        let rows = TimelineDiff.rows(expected: Self.listing51, actual: actual)
        #expect(rows.map(\.kind) == [.equal, .equal, .equal, .equal, .equal, .missing])
        #expect(rows.last?.expected == "content.didMove(toParent: container)")
        #expect(rows.last?.actual == nil)
    }

    @Test func aCallSentByHandBeforeTheOneThatSendsItIsTheExtraCopy() {
        // `willMove(toParent:)` by hand, then `addChild`, which sends it again: the learner's own
        // copy is the extra row, and addChild with the callback it made are equal (not moved).
        let expected = ["container.addChild(content)", "content.willMove(toParent: container)", "content.didMove(toParent: container)"]
        let actual = ["content.willMove(toParent: container)"] + expected
        let rows = TimelineDiff.rows(expected: expected, actual: actual)
        #expect(rows.map(\.kind) == [.extra, .equal, .equal, .equal])
        #expect(rows.first?.actualIndex == 0)
        #expect(TimelineDiff.moved(rows).isEmpty)
    }

    @Test func anExtraCallIsAGapOnTheExpectedSide() {
        var actual = Self.listing51
        actual.insert("content.willMove(toParent: container)", at: 2)
        let rows = TimelineDiff.rows(expected: Self.listing51, actual: actual)
        #expect(rows.filter { $0.kind != .equal }.map(\.kind) == [.extra])
        #expect(rows.first { $0.kind == .extra }?.actualIndex == 2)
        #expect(rows.first { $0.kind == .extra }?.expected == nil)
    }

    @Test func callsOnDifferentObjectsMayInterleave() {
        // interactive-swipe: warning the current section before adding the next one is accepted.
        let expected = ["container.addChild(next)", "next.willMove(toParent: container)", "current.willMove(toParent: nil)"]
        let actual = ["current.willMove(toParent: nil)", "container.addChild(next)", "next.willMove(toParent: container)"]
        #expect(TimelineDiff.rows(expected: expected, actual: actual).allSatisfy { $0.kind == .equal })
    }

    @Test func aCallMovedAgainstItsObjectsOrderDiffers() {
        // add-child with the view added before addChild: the calls on `content` are out of order.
        let actual = [Self.listing51[2], Self.listing51[3], Self.listing51[0], Self.listing51[1], Self.listing51[4], Self.listing51[5]]
        let rows = TimelineDiff.rows(expected: Self.listing51, actual: actual)
        let differing = rows.filter { $0.kind != .equal }
        #expect(!differing.isEmpty)
        #expect(differing.count < rows.count / 2 + 2, "\(rows)")
        #expect(rows.filter { $0.kind == .equal }.count >= 4)
    }

    @Test func durationsAndTimesCompareEqual() {
        let expected = ["animation #1 began (0.25s)", "t=0.25 content.didMove(toParent: container)",
                        "container.transition(from: a, to: b, duration: 0.25)"]
        let actual = ["animation #1 began (0.3s)", "t=0.3 content.didMove(toParent: container)",
                      "container.transition(from: a, to: b, duration: 0.3)"]
        let rows = TimelineDiff.rows(expected: expected, actual: actual)
        #expect(rows.allSatisfy { $0.kind == .equal }, "\(rows)")
        #expect(rows.first?.actual == "animation #1 began (0.3s)")   // the learner's own text is kept
    }

    @Test func theWindowStartsJustBeforeTheFirstDifference() {
        let expected = (0..<30).map { "a.call\($0)()" }
        var actual = expected
        actual.remove(at: 20)
        let rows = TimelineDiff.rows(expected: expected, actual: actual)
        let window = TimelineDiff.window(rows, context: 2, limit: 6)
        #expect(window.hiddenBefore == 18)
        #expect(window.rows.count == 6)
        #expect(window.rows[2].kind == .missing)
        #expect(window.hiddenAfter == rows.count - 18 - 6)
    }

    @Test func aWindowOfEqualRowsIsTheTop() {
        let rows = TimelineDiff.rows(expected: Self.listing51, actual: Self.listing51)
        let window = TimelineDiff.window(rows, limit: 4)
        #expect(window.rows == Array(rows.prefix(4)))
        #expect(window.hiddenBefore == 0 && window.hiddenAfter == 2)
    }

    @Test func theRenderedDiffShowsTheWindowAndCountsTheRest() {
        let expected = (0..<30).map { "a.call\($0)()" }
        var actual = expected
        actual.remove(at: 20)
        let rows = TimelineDiff.rows(expected: expected, actual: actual)
        let lines = SideBySide.render(diff: rows, all: false, width: 80)
        #expect(lines.contains { $0.hasPrefix("- a.call20()") })
        #expect(lines.contains { $0.contains("… 18 ") })
        #expect(!lines.contains { $0.contains("a.call5()") })
        #expect(lines.allSatisfy { $0.count <= 80 })
        let everything = SideBySide.render(diff: rows, all: true, width: 80)
        #expect(everything.count == 2 + rows.count)
        #expect(everything.contains { $0.contains("a.call5()") })
    }

    /// interactive-swipe with `current.willMove(toParent: nil)` moved to the top of `.began` (an
    /// order the kata accepts) and a cancel that never turns the appearances round: the window is
    /// the missing calls, not the move above them.
    static let swipeExpected = (0..<12).map { "sections[0].step\($0)()" } + [
        "sections[1].beginAppearanceTransition(true, animated: true)",
        "sections[0].beginAppearanceTransition(false, animated: true)",
        "sections[0].willMove(toParent: nil)",
    ] + (12..<20).map { "sections[0].step\($0)()" } + [
        "sections[1].beginAppearanceTransition(false, animated: true)",
        "sections[0].beginAppearanceTransition(true, animated: true)",
        "sections[1].endAppearanceTransition()",
    ]
    static var swipeActual: [String] {
        var actual = swipeExpected.filter { !$0.hasPrefix("sections[1].beginAppearanceTransition(false") && !$0.hasPrefix("sections[0].beginAppearanceTransition(true") }
        let warning = actual.remove(at: 14)
        actual.insert(warning, at: 12)
        return actual
    }

    @Test func theWindowSkipsACallThatOnlyMovedToTheFirstGap() {
        let rows = TimelineDiff.rows(expected: Self.swipeExpected, actual: Self.swipeActual)
        #expect(!TimelineDiff.moved(rows).isEmpty, "the warning moved: \(rows)")
        let window = TimelineDiff.window(rows, context: 2, limit: 4)
        #expect(window.rows.first { $0.kind != .equal }?.expected == "sections[1].beginAppearanceTransition(false, animated: true)",
                "\(window.rows)")
        #expect(window.rows.contains { $0.expected == "sections[1].beginAppearanceTransition(false, animated: true)" && $0.kind == .missing })
        #expect(window.movedBefore > 0 && window.hiddenBefore > window.movedBefore)
    }

    @Test func aCallThatOnlyMovedIsMarkedMovedNotAsAGap() {
        let rows = TimelineDiff.rows(expected: Self.swipeExpected, actual: Self.swipeActual)
        let lines = SideBySide.render(diff: rows, all: true, width: 100)
        let warnings = lines.filter { $0.contains("sections[0].willMove(toParent: nil)") }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.hasPrefix("~ ") }, "\(warnings)")
        #expect(lines.contains { $0.hasPrefix("- sections[1].beginAppearanceTransition(false") })
        let first = SideBySide.render(diff: rows, all: false, limit: 4, width: 80)
        #expect(first.contains { $0.contains("rows equal or only moved (~)") }, "\(first)")
        #expect(first.contains { $0.hasPrefix("- sections[1].beginAppearanceTrans") }, "\(first)")
        #expect(!first.contains { $0.contains("willMove(toParent: nil)") }, "\(first)")
    }

    @Test func aMisplacedCallAloneIsStillTheWindow() {
        // add-child with the view added before addChild: every difference is a move, so the
        // window opens on the first one.
        let actual = [Self.listing51[2], Self.listing51[0], Self.listing51[1], Self.listing51[3], Self.listing51[4], Self.listing51[5]]
        let rows = TimelineDiff.rows(expected: Self.listing51, actual: actual)
        let window = TimelineDiff.window(rows, context: 0, limit: 2)
        #expect(window.rows.first.map { $0.kind != .equal } == true, "\(rows)")
        #expect(!window.moved.isEmpty)
    }
}
