import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// `kata dev check` as a table, then every problem on its own line.
public enum DevCheckText {
    public static func render(_ report: DevCheckReport, styler: Styler = .plain) -> String {
        let header = ["kata", "starter", "solution", "alternatives", "mistakes", "readme", "checks", "rule texts"]
        let rows = report.rows.map { row in
            [
                row.kata,
                mark(row.starter, expected: .fail, styler),
                mark(row.solution, expected: .pass, styler),
                ratio(row.alternatives.passed, row.alternatives.total, styler),
                ratio(row.mistakes.caught, row.mistakes.total, styler),
                row.hasReadme ? styler.green("yes") : styler.red("missing"),
                row.checkCount > 0 ? "\(row.checkCount)" : styler.red("0"),
                row.rulesWithoutText.isEmpty ? styler.green("ok") : styler.red("\(row.rulesWithoutText.count) missing"),
            ]
        }
        var lines = table([header] + rows)
        lines.append("")
        if report.allHold {
            lines.append(styler.green(LearnerText.message("workbook.devCheckAllHold")))
        } else {
            lines += report.problems.map { styler.red("✗ ") + $0 }
            lines.append(LearnerText.message("workbook.devCheckFailed", ["count": "\(report.problems.count)"]))
        }
        return lines.joined(separator: "\n")
    }

    /// "3/3" green when all hold, red otherwise; "-" when there are none.
    private static func ratio(_ good: Int, _ total: Int, _ styler: Styler) -> String {
        guard total > 0 else { return "-" }
        return good == total ? styler.green("\(good)/\(total) ✓") : styler.red("\(good)/\(total) ✗")
    }

    private static func mark(_ status: KataResult.Status?, expected: KataResult.Status, _ styler: Styler) -> String {
        guard let status else { return "-" }
        let text = status.rawValue
        return status == expected ? styler.green("\(text) ✓") : styler.red("\(text) ✗")
    }

    /// Pads columns by their display width (ANSI codes excluded, CJK two columns).
    static func table(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { index, cell in DisplayWidth.pad(cell, to: widths[index]) }.joined(separator: "  ")
        }
    }
}
