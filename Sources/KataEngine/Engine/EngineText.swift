import KataTexts
import KataPlatform
import KataCatalog

/// The engine's learner-facing sentences, from the text tables (`Texts/<lang>/messages.json`,
/// keys `engine.*`), in the learner's language.
enum EngineText {
    /// `fallback` (English, same placeholders) is used only when no text file has the key, e.g.
    /// for errors met before a workbook, and so its texts, is found.
    static func message(_ key: String, _ args: [String: String] = [:], fallback: String? = nil) -> String {
        let text = LearnerText.table.message(key, args)
        guard text == key, let fallback else { return text }
        return MessageTemplate.fill(fallback, args)
    }

    /// A grader's typed message in words, in the learner's language.
    static func findingMessage(_ message: FindingMessage, kata: KataSpec) -> String {
        LearnerText.table.finding(message, of: kata)
    }
}
