import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// How `kata hint` and the `h` key show a hint: which rule, which rung of the ladder, and the
/// hints so far (the newest last), or why there is none.
public enum HintText {
    public static func render(_ outcome: HintStep.Outcome, kata: String, styler: Styler = .plain) -> String {
        switch outcome {
        case .passes:
            return LearnerText.message("workbook.hintNone", ["kata": kata])
        case .noRule(let reason) where reason.isEmpty:
            return LearnerText.message("workbook.hintNoRule", ["kata": kata])
        case .noRule(let reason):
            return LearnerText.message("workbook.hintError", ["kata": kata, "reason": reason])
        case .kataHint(let text, let level, let total, let reason):
            var lines: [String] = []
            if !reason.isEmpty { lines.append(LearnerText.message("workbook.hintError", ["kata": kata, "reason": reason])) }
            lines.append(styler.bold(LearnerText.message("workbook.kataHintHeader", ["level": "\(level)", "count": "\(total)", "kata": kata])))
            lines.append("  " + text)
            return lines.joined(separator: "\n")
        case .noHintText(let rule):
            return LearnerText.message("workbook.hintMissing", ["rule": rule.rawValue])
        case .hint(let step):
            let title = LearnerText.table.rule(step.rule).title
            var lines = [styler.bold(LearnerText.message("workbook.hintHeader", [
                "level": "\(step.level)", "count": "\(step.total)", "rule": step.rule.rawValue, "title": title,
            ]))]
            lines.append("  " + step.hint)
            if !step.hasMore {
                lines.append(styler.dim(LearnerText.message("workbook.hintLast", ["rule": step.rule.rawValue])))
            }
            return lines.joined(separator: "\n")
        }
    }
}
