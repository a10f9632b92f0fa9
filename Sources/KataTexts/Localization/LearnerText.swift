/// The learner-facing sentences of the runner (`Texts/<lang>/messages.json`: keys `workbook.*`,
/// `engine.*`, `report.*`) in the learner's language, so a translation needs no code. A key no text
/// file has shows as the key.
public enum LearnerText {
    /// `{name}` placeholders are filled from `args`.
    public static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        table.message(key, args)
    }

    /// The texts in the learner's language (`--lang`, `KATA_LANG`, `LANG`…), loaded once per process.
    public static let table: TextTable = TextTable.load(language: nil)
}
