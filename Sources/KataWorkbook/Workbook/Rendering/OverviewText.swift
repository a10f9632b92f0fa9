import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// The workbook screen: one line per kata with its mark (✓ pass, ✗ fail/error, · not started)
/// and the kata to do next with the file to edit.
public enum OverviewText {
    public static func render(_ workbook: Workbook, state: ProgressState, styler: Styler = .plain) -> String {
        let entries = KataListEntry.entries(workbook, state: state)
        var lines = [styler.bold(LearnerText.message("workbook.progressTitle")), ""]
        lines += list(entries, styler: styler)
        lines.append("")
        if let next = workbook.nextKata(in: state) {
            let title = LearnerText.table.kata(next).title
            lines.append(LearnerText.message("workbook.next", ["kata": title == next.id ? next.id : "\(next.id) — \(title)"]))
            lines.append(LearnerText.message("workbook.nextFile", ["file": next.learnerFile, "readme": LearnerText.table.document(workbook.readme(for: next), root: workbook.root)]))
        } else {
            lines.append(LearnerText.message("workbook.allDone"))
        }
        return lines.joined(separator: "\n")
    }

    /// `kata list` in text: mark, ID, title and status, the current kata flagged with "›".
    public static func list(_ entries: [KataListEntry], styler: Styler = .plain) -> [String] {
        let titles = entries.map { $0.title == $0.id ? "" : $0.title }
        let idWidth = entries.map { DisplayWidth.of($0.id) }.max() ?? 0
        let titleWidth = titles.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(entries, titles).map { entry, title in
            let pointer = entry.current ? "›" : " "
            let id = DisplayWidth.pad(entry.id, to: idWidth)
            let paddedTitle = DisplayWidth.pad(title, to: titleWidth)
            return "\(pointer) \(styler.status(entry.status)) \(id)  \(paddedTitle)  \(styler.dim(LearnerText.table.statusWord(entry.status.rawValue)))"
        }
    }
}
