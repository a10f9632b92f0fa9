import KataTexts

/// A status as a person reads it (`status.pass` → "pass", "通过"): the words live in the text
/// tables; a status they lack is shown as its raw value.
public enum StatusWord {
    public static func of(_ raw: String, texts: TextTable = LearnerText.table) -> String {
        let key = "status." + raw
        let word = texts.message(key)
        return word == key ? raw : word
    }
}
