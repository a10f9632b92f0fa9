/// The workbook's learner-facing sentences, from the text tables (`Texts/<lang>/messages.json`,
/// keys `workbook.*`), so a translation needs no code. A key no text file has shows as the key.
public enum WorkbookText {
    /// `{name}` placeholders are filled from `args`.
    public static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        table.message(key, args)
    }

    /// The texts in the learner's language (KATA_LANG / LANG), loaded once per process.
    public static let table: TextTable = TextTable.load(language: nil)
}
