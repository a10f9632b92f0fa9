import KataCatalog
import KataTexts
import KataPlatform

/// The timelines as a diff (issue 19): rows that match sit side by side unmarked whatever order or
/// duration the kata accepts; a call a correct container makes and the learner's does not is a gap
/// on the right (`-`), a call only the learner's makes a gap on the left (`+`), and a call both make
/// at different moments is marked `~` on both of its rows — in red when moves are all that differs
/// (the misplaced call is the mistake), else without the red of a gap: often an order the kata
/// accepts (item 3). Unless `all`, only the window around the first gap is shown,
/// with how many rows were left out.
extension SideBySide {
    /// `limit`: the most rows of the window (the first screen gives what its rows leave).
    public static func render(
        diff rows: [DiffRow], all: Bool, limit: Int? = nil, width: Int, styler: Styler = .plain,
        headings: (String, String) = (LearnerText.message("workbook.expected"), LearnerText.message("workbook.actual")),
        texts: TextTable = LearnerText.table
    ) -> [String] {
        guard !rows.isEmpty else { return [] }
        let window = all ? TimelineDiff.window(rows, context: rows.count, limit: rows.count)
            : limit.map { TimelineDiff.window(rows, context: min(2, max(0, $0 - 1)), limit: $0) } ?? TimelineDiff.window(rows)
        let gutter = " │ "
        let column = max(16, (max(width, 40) - DisplayWidth.of(gutter) - 2) / 2)
        var lines = ["  " + pad(headings.0, column) + gutter + headings.1,
                     "  " + String(repeating: "─", count: column) + "─┼─" + String(repeating: "─", count: column)]
        if window.hiddenBefore > 0 {
            let key = window.movedBefore > 0 ? "timeline.equalOrMovedRowsHidden" : "timeline.equalRowsHidden"
            lines.append("  " + styler.dim(texts.message(key, ["count": "\(window.hiddenBefore)"])))
        }
        for (index, row) in window.rows.enumerated() {
            let left = pad(clip(row.expected ?? "", column), column)
            let right = clip(row.actual ?? "", column)
            switch row.kind {
            case .equal: lines.append("  " + left + gutter + right)
            case _ where window.moved.contains(index):
                let paint = window.onlyMoves ? styler.red : styler.yellow
                lines.append(paint("~ ") + left + gutter + (window.onlyMoves ? paint(right) : right))
            case .missing: lines.append(styler.red("- ") + left + gutter)
            case .extra: lines.append(styler.red("+ ") + left + gutter + styler.red(right))
            }
        }
        if window.hiddenAfter > 0 {
            lines.append("  " + styler.dim(texts.message("timeline.moreRowsHidden", ["count": "\(window.hiddenAfter)"])))
        }
        return lines
    }
}
