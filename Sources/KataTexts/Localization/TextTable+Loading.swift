import Foundation

extension TextTable {
    /// The base language: always loaded beneath the chosen one.
    public static let baseLanguage = "en"

    /// Loads the texts shipped with KataKit. `language` nil means: ask the environment
    /// (`KATA_LANG`, then `LC_ALL`/`LC_MESSAGES`/`LANG`), else English.
    public static func load(language: String? = nil) -> TextTable {
        load(language: language, environment: ProcessInfo.processInfo.environment)
    }

    /// As `load(language:)`, with the environment given (for tests).
    public static func load(language: String?, environment: [String: String]) -> TextTable {
        let explicit = language ?? nonEmpty(environment["KATA_LANG"])
        let requested = language.flatMap(LanguagePreference.normalize)
            ?? LanguagePreference.requested(in: environment)
        guard let directory = TextsDirectory.locate() else {
            return TextTable(
                language: baseLanguage, availableLanguages: [], primary: LanguageTexts(),
                english: LanguageTexts(),
                warnings: ["texts: KataKit's Texts folder was not found; showing rule IDs instead of text"])
        }
        return load(from: directory, requested: requested, warnIfUnavailable: explicit != nil)
    }

    /// Loads `directory/<language>/` over `directory/en/` (for tests and tools).
    public static func load(from directory: URL, language: String) -> TextTable {
        load(from: directory, requested: LanguagePreference.normalize(language) ?? language,
             warnIfUnavailable: true)
    }

    static func load(from directory: URL, requested: String?, warnIfUnavailable: Bool) -> TextTable {
        let available = TextsDirectory.languages(in: directory)
        var warnings: [String] = []
        var chosen = baseLanguage
        if let requested {
            if let match = LanguagePreference.bestMatch(for: requested, available: available) {
                chosen = match
            } else if warnIfUnavailable {
                warnings.append("texts: no texts for language '\(requested)'; using English")
            }
        }
        let english = LanguageTexts.read(language: baseLanguage, in: directory, expectComplete: true)
        warnings += english.warnings
        var primary = english
        if chosen != baseLanguage {
            primary = LanguageTexts.read(language: chosen, in: directory, expectComplete: false)
            warnings += primary.warnings
        }
        return TextTable(language: chosen, availableLanguages: available, primary: primary,
                         english: english, warnings: warnings)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
