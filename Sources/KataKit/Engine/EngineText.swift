import KataCatalog

/// The engine's learner-facing sentences, from the text tables (`Texts/<lang>/messages.json`,
/// keys `engine.*` and `report.*`), in the learner's language.
enum EngineText {
    static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        WorkbookText.table.message(key, args)
    }

    /// A grader's typed message in words: the kata manifest's text for `<kata>.<key>`.
    static func findingMessage(_ message: FindingMessage, kata: String) -> String {
        let key = "\(kata).\(message.key)"
        let text = WorkbookText.table.message(key, message.arguments)
        return text == key ? MessageTemplate.fill(message.key, message.arguments) : text
    }
}
