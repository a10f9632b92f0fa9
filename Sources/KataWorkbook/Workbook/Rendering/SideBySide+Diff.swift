import KataCatalog
import KataTexts
import KataPlatform

/// The timelines as a diff (issue 19): rows that match sit side by side unmarked whatever order or
/// duration the kata accepts; a call a correct container makes and the learner's does not is a gap
/// on the right (`-`), a call only the learner's makes a gap on the left (`+`). Unless `all`, only
/// the window around the first difference is shown, with how many rows were left out.
extension SideBySide {
    public static func render(
        diff rows: [DiffRow], all: Bool, width: Int, styler: Styler = .plain,
        headings: (String, String) = (LearnerText.message("workbook.expected"), LearnerText.message("workbook.actual"))
    ) -> [String] {
        guard !rows.isEmpty else { return [] }
        let window = all ? TimelineDiff.window(rows, context: rows.count, limit: rows.count) : TimelineDiff.window(rows)
        let gutter = " │ "
        let column = max(16, (max(width, 40) - DisplayWidth.of(gutter) - 2) / 2)
        var lines = ["  " + pad(headings.0, column) + gutter + headings.1,
                     "  " + String(repeating: "─", count: column) + "─┼─" + String(repeating: "─", count: column)]
        if window.hiddenBefore > 0 {
            lines.append("  " + styler.dim(LearnerText.message("timeline.equalRowsHidden", ["count": "\(window.hiddenBefore)"])))
        }
        for row in window.rows {
            let left = pad(clip(row.expected ?? "", column), column)
            let right = clip(row.actual ?? "", column)
            switch row.kind {
            case .equal: lines.append("  " + left + gutter + right)
            case .missing: lines.append(styler.red("- ") + left + gutter)
            case .extra: lines.append(styler.red("+ ") + left + gutter + styler.red(right))
            }
        }
        if window.hiddenAfter > 0 {
            lines.append("  " + styler.dim(LearnerText.message("timeline.moreRowsHidden", ["count": "\(window.hiddenAfter)"])))
        }
        return lines
    }
}
