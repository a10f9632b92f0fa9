import Foundation

/// The learner-facing sentences of the runner (`Texts/<lang>/messages.json`: keys `workbook.*`,
/// `engine.*`) in the learner's language, so a translation needs no code. A key no text file has
/// shows as the key.
public enum LearnerText {
    /// `{name}` placeholders are filled from `args`.
    public static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        table.message(key, args)
    }

    /// The texts in the learner's language, loaded once per process: the language chosen with
    /// `use(language:)` (the CLI's `--lang`), else the environment's (`KATA_LANG`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`), else English.
    public static var table: TextTable { storage.table }

    /// Chooses the language for the rest of the process. The CLI calls it before any command runs;
    /// nil keeps the environment's choice.
    public static func use(language: String?) {
        storage.replace(TextTable.load(language: language))
    }

    private static let storage = Storage()

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var loaded: TextTable?

        var table: TextTable {
            lock.lock(); defer { lock.unlock() }
            if let loaded { return loaded }
            let table = TextTable.load(language: nil)
            loaded = table
            return table
        }

        func replace(_ table: TextTable) {
            lock.lock(); defer { lock.unlock() }
            loaded = table
        }
    }
}
