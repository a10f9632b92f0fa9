import Foundation
import Testing
@testable import KataTexts
@testable import KataWorkbook

/// Fitting text to the screen by display columns: sentences wrap at spaces (Chinese between any
/// two characters), indentation carries over, a word wider than the row is cut into pieces, and a
/// coloured row is cut without breaking its colour codes.
@Suite struct WorkbookScreenFitTests {
    @Test func sentencesWrapAtSpacesWithinTheWidth() {
        let text = "    rule: add-child-first — Call addChild(_:) before the child's view enters your view hierarchy."
        let lines = ScreenFit.wrap(text, width: 40)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.allSatisfy { $0.hasPrefix("    ") })
        // Nothing lost or reordered: unwrapped, it is the sentence again.
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func chineseWrapsBetweenCharactersCountingTwoColumnsEach() {
        let text = "规则：add-once —— 子控制器只添加一次；再次添加（例如在布局过程中）会重复它的回调。"
        let lines = ScreenFit.wrap(text, width: 30)
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        #expect(ScreenFit.rows([text], width: 30) == (DisplayWidth.of(text) + 29) / 30)
    }

    @Test func aWordWiderThanTheRowIsCutIntoPieces() {
        let path = "Exercises/custom-presentation-controller/HalfSheetPresentationController.swift"
        let lines = ScreenFit.wrap("Watching " + path, width: 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " ", with: "").contains(path))
    }

    @Test func aColouredRowIsCutWithItsCodesWhole() {
        let styler = Styler(enabled: true)
        let row = "  " + styler.red("✗") + " " + styler.bold(String(repeating: "x", count: 100))
        let cut = ScreenFit.clip(row, width: 30)
        #expect(DisplayWidth.of(cut) <= 30)
        #expect(cut.hasSuffix("…\u{1B}[0m"))
        // Every escape that was opened is complete (ESC [ digits m).
        let escapes = cut.components(separatedBy: "\u{1B}").dropFirst()
        #expect(escapes.allSatisfy { $0.range(of: #"^\[[0-9;]*m"#, options: .regularExpression) != nil })
        #expect(ScreenFit.clip("short", width: 30) == "short")
    }
}
