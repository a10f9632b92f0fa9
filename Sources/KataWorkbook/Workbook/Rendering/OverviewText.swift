import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// The workbook screen: one line per kata with its mark (✓ pass, ✗ fail/error, · not started)
/// and the kata to do next with the file to edit.
public enum OverviewText {
    public static func render(_ workbook: Workbook, state: ProgressState, styler: Styler = .plain,
                              width: Int = ScreenFit.minimumWidth) -> String {
        let entries = KataListEntry.entries(workbook, state: state)
        var lines = [styler.bold(LearnerText.message("workbook.progressTitle")), ""]
        lines += list(entries, styler: styler, width: width)
        lines.append("")
        if let next = workbook.nextKata(in: state) {
            let title = LearnerText.table.kata(next).title
            lines += ScreenFit.wrap(LearnerText.message("workbook.next", ["kata": title == next.id ? next.id : "\(next.id) — \(title)"]), width: width)
            lines += ScreenFit.wrap(LearnerText.message("workbook.nextFile", [
                "file": next.learnerFile, "readme": LearnerText.table.document(workbook.readme(for: next), root: workbook.root)]), width: width)
        } else {
            lines += ScreenFit.wrap(LearnerText.message("workbook.allDone"), width: width)
        }
        return lines.joined(separator: "\n")
    }

    /// `kata list` in text: mark, ID, title and status, the current kata flagged with "›", in
    /// `width` columns (the title gives way: it is cut with "…" rather than wrapping the row).
    public static func list(_ entries: [KataListEntry], styler: Styler = .plain, width: Int = ScreenFit.minimumWidth) -> [String] {
        let titles = entries.map { $0.title == $0.id ? "" : $0.title }
        let words = entries.map { LearnerText.table.statusWord($0.status.rawValue) }
        let idWidth = entries.map { DisplayWidth.of($0.id) }.max() ?? 0
        let wordWidth = words.map { DisplayWidth.of($0) }.max() ?? 0
        // "› ✓ " + id + "  " + title + "  " + status
        let room = max(8, width - 4 - idWidth - 2 - 2 - wordWidth)
        let titleWidth = min(room, titles.map { DisplayWidth.of($0) }.max() ?? 0)
        return zip(entries, zip(titles, words)).map { entry, texts in
            let pointer = entry.current ? "›" : " "
            let id = DisplayWidth.pad(entry.id, to: idWidth)
            let paddedTitle = DisplayWidth.pad(ScreenFit.clip(texts.0, width: titleWidth), to: titleWidth)
            return "\(pointer) \(styler.status(entry.status)) \(id)  \(paddedTitle)  \(styler.dim(texts.1))"
        }
    }
}
