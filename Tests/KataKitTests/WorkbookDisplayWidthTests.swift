import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Every aligned column measures text by display width: East Asian Wide/Fullwidth characters take
/// two columns, combining marks none, colour codes none, so Chinese rows line up.
@Suite struct WorkbookDisplayWidthTests {
    @Test func widthsOfScriptsMarksAndColour() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("中文") == 4)                       // CJK ideographs
        #expect(DisplayWidth.of("，。、「」") == 10)                 // fullwidth / CJK punctuation
        #expect(DisplayWidth.of("ＡＢ") == 4)                       // fullwidth Latin
        #expect(DisplayWidth.of("ｱｲ") == 2)                         // halfwidth katakana stay narrow
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1)                   // combining acute accent
        #expect(DisplayWidth.of("\u{1B}[31m红\u{1B}[0m") == 2)      // colour codes take no room
        #expect(DisplayWidth.of("✓ ✗ ≠ │ ─") == 9)                  // the CLI's own marks are narrow
        #expect(DisplayWidth.of("a\u{200B}b") == 2)                 // zero-width space
    }

    @Test func padAndClipCountColumns() {
        #expect(DisplayWidth.pad("中", to: 4) == "中  ")
        #expect(DisplayWidth.pad("中文字", to: 4) == "中文字")
        #expect(DisplayWidth.clip("中文中文", to: 5) == "中文…")
        #expect(DisplayWidth.clip("中文中文", to: 4) == "中…")        // no half ideograph at the edge
        #expect(DisplayWidth.clip("short", to: 10) == "short")
        for width in 2...12 {
            #expect(DisplayWidth.of(DisplayWidth.clip("视图控制器的生命周期abc", to: width)) <= width)
        }
    }

    /// The column where `marker` starts on each line, in display columns.
    static func columns(of marker: String, in lines: [String]) -> [Int] {
        lines.compactMap { line in line.range(of: marker).map { DisplayWidth.of(line[..<$0.lowerBound]) } }
    }

    @Test func sideBySideChineseRowsLineUp() {
        let expected = ["容器.addChild(内容)", "内容.didMove(toParent: 容器)", "English line"]
        let actual = ["容器.addChild(内容)", "内容.view → 容器.view（addSubview）", String(repeating: "很长的一行", count: 20)]
        let lines = SideBySide.render(expected: expected, actual: actual, width: 80, headings: ("预期", "实际发生"))
        let gutters = Self.columns(of: "│", in: lines) + Self.columns(of: "┼", in: lines)
        #expect(gutters.count == lines.count && Set(gutters).count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func tablesWithChineseCellsLineUp() {
        let rows = [["检查", "状态", "规则"], ["childIsInChildrenOnce", "通过 ✓", "add-once"], ["添加子控制器", "失败", "\u{1B}[31m红色\u{1B}[0m"]]
        let lines = DevCheckText.table(rows)
        let second = [Self.columns(of: "状态", in: [lines[0]]), Self.columns(of: "通过", in: [lines[1]]), Self.columns(of: "失败", in: [lines[2]])].flatMap { $0 }
        let third = [Self.columns(of: "规则", in: [lines[0]]), Self.columns(of: "add-once", in: [lines[1]]), Self.columns(of: "\u{1B}[31m", in: [lines[2]])].flatMap { $0 }
        #expect(second.count == 3 && Set(second).count == 1, "\(lines)")
        #expect(third.count == 3 && Set(third).count == 1, "\(lines)")
    }

    @Test func theKataListWithChineseTitlesLinesUp() {
        let entries = [
            KataListEntry(id: "add-child", title: "添加子视图控制器", file: "a", solution: "b", status: .pass, current: false),
            KataListEntry(id: "remove-child", title: "移除", file: "a", solution: "b", status: .notStarted, current: true),
            KataListEntry(id: "status-bar", title: "Status bar", file: "a", solution: "b", status: .fail, current: false),
        ]
        let lines = OverviewText.list(entries)
        let statusColumns = zip(lines, entries).map { line, entry in
            DisplayWidth.of(line[..<line.range(of: LearnerText.table.statusWord(entry.status.rawValue), options: .backwards)!.lowerBound])
        }
        #expect(Set(statusColumns).count == 1, "\(lines.joined(separator: "\n"))")
    }

    @Test func catalogAndHelpColumnsUseDisplayWidth() {
        let entry = CatalogLine(.ruleEntry, "标题", ruleID: "添加一次")
        #expect(DisplayWidth.of(entry.plainText) == CatalogLine.idColumnWidth + 4)
        let spec = CommandSpec("demo", summary: "演示", options: [OptionSpec("--名字", value: "值", summary: "中文选项")])
        let help = spec.help.split(separator: "\n").filter { $0.hasPrefix("  --") }
        let summaries = help.compactMap { line -> Int? in
            guard let range = line.range(of: "  ", options: [], range: line.index(line.startIndex, offsetBy: 3)..<line.endIndex) else { return nil }
            let afterGap = line[range.upperBound...].firstIndex { $0 != " " }!
            return DisplayWidth.of(line[..<afterGap])
        }
        #expect(summaries.count == help.count && Set(summaries).count == 1, "\(help)")
    }
}
