import KataEngine
import KataTexts
import KataPlatform
/// The one-line progress bar `kata grade` redraws on stderr: `[#####-----] 12/30 files graded`,
/// its words in the learner's language. Pure text so it is tested without a terminal; the CLI adds
/// the carriage return.
public enum ClassProgressBar {
    public static func render(done: Int, total: Int, width: Int = 30, texts: TextTable = LearnerText.table) -> String {
        let width = max(1, width)
        let filled = total == 0 ? width : min(width, done * width / max(1, total))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + texts.message("classroom.progress", ["done": "\(done)", "total": "\(total)"])
    }
}
