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
    /// nil keeps the environment's choice. The tables (a few hundred kilobytes of JSON, ~10 ms) load
    /// on another thread meanwhile: a `kata run` needs them only for its verdict, after the compile.
    public static func use(language: String?) {
        storage.choose(language)
        DispatchQueue.global(qos: .userInitiated).async { _ = storage.table }
    }

    private static let storage = Storage()

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var language: String?
        private var loaded: TextTable?

        /// Loads under the lock: a reader arriving during a load waits for it.
        var table: TextTable {
            lock.lock(); defer { lock.unlock() }
            if let loaded { return loaded }
            let table = TextTable.load(language: language)
            loaded = table
            return table
        }

        func choose(_ language: String?) {
            lock.lock(); defer { lock.unlock() }
            self.language = language
            loaded = nil
        }
    }
}
