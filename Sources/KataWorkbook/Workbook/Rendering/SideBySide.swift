import KataEngine
import KataTexts
import KataPlatform
/// Lays out two timelines as columns, expected on the left and actual on the right, so the
/// learner sees at a glance where their container's calls diverge. Lines that differ are marked.
public enum SideBySide {
    /// - Parameter width: the terminal's columns; each side gets half, long lines are cut with "…".
    public static func render(
        expected: [String], actual: [String], width: Int, styler: Styler = .plain,
        headings: (String, String) = (LearnerText.message("workbook.expected"), LearnerText.message("workbook.actual")),
        nothing: String = LearnerText.message("workbook.nothing")
    ) -> [String] {
        let gutter = " │ "
        let column = max(16, (max(width, 40) - DisplayWidth.of(gutter) - 2) / 2)
        var lines = [pad(headings.0, column) + gutter + headings.1]
        lines.append(String(repeating: "─", count: column) + "─┼─" + String(repeating: "─", count: column))
        // An empty side says so, rather than looking like a rendering glitch.
        let expected = expected.isEmpty && !actual.isEmpty ? [nothing] : expected
        let actual = actual.isEmpty && !expected.isEmpty ? [nothing] : actual
        for index in 0..<max(expected.count, actual.count) {
            let left = index < expected.count ? expected[index] : ""
            let right = index < actual.count ? actual[index] : ""
            let differs = left != right
            let marker = differs ? "≠ " : "  "
            let rightCell = differs ? styler.red(clip(right, column)) : clip(right, column)
            lines.append(marker + pad(clip(left, column), column) + gutter + rightCell)
        }
        if expected.isEmpty && actual.isEmpty { return [] }
        return lines.enumerated().map { $0.offset < 2 ? "  " + $0.element : $0.element }
    }

    /// Cut and padded by display width, so Chinese (two columns a character) lines up too.
    static func clip(_ text: String, _ width: Int) -> String {
        DisplayWidth.clip(text, to: width)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        DisplayWidth.pad(text, to: width)
    }
}
