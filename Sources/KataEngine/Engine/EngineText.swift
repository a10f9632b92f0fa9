import KataTexts
import KataPlatform
import KataCatalog

/// The engine's learner-facing sentences, from the text tables (`Texts/<lang>/messages.json`,
/// keys `engine.*` and `report.*`), in the learner's language.
enum EngineText {
    static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        LearnerText.table.message(key, args)
    }

    /// A grader's typed message in words, in the learner's language.
    static func findingMessage(_ message: FindingMessage, kata: KataSpec) -> String {
        LearnerText.table.finding(message, of: kata)
    }
}
