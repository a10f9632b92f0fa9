import Foundation

/// The words a person reads for things the machine formats keep raw: statuses, checks and the
/// documents to open. JSON, JUnit and CSV keep `pass`/`fail` and Swift check names; every text
/// meant for a person goes through here, so a Chinese reader sees 通过 and a Chinese title.
extension TextTable {
    /// A status word for people (`status.<raw>` in `messages.json`: pass → 通过); the raw value
    /// itself when no table has it. `notStarted` and `not-started` are the same key.
    public func statusWord(_ raw: String) -> String {
        let key = "status." + Self.kebabCase(raw)
        guard Self.statusKeys.contains(key) else { return raw }
        return nonEmptyMessage(key) ?? raw
    }

    /// Every status a person may read (the progress file's, a verdict's and a check's).
    static let statusKeys: Set<String> = ["status.pass", "status.fail", "status.error", "status.not-started", "status.not-run"]

    /// A check's title in this language (from its kata's manifest), else English, else its name.
    public func checkTitle(_ check: String, ofKata kata: String) -> String {
        [primary.katas[kata]?.checks[check], english.katas[kata]?.checks[check]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? check
    }

    /// A check as a person sees it: its title with the Swift name after it in parentheses
    /// (`check.label`), or the bare name when the check has no title.
    public func checkLabel(_ check: String, ofKata kata: String) -> String {
        let title = checkTitle(check, ofKata: kata)
        guard title != check else { return check }
        return message("check.label", ["title": title, "name": check])
    }

    /// A document path in this language: `Exercises/x/README.md` → `Exercises/x/README.zh-Hans.md`,
    /// `docs/RULES.md` → `docs/RULES.zh-Hans.md`. With a `root`, only when that translation exists
    /// there (else the English path), so a pointer never names a missing file.
    public func document(_ path: String, root: URL? = nil) -> String {
        guard language != Self.baseLanguage, path.hasSuffix(".md") else { return path }
        let translated = String(path.dropLast(3)) + "." + language + ".md"
        if let root, !FileManager.default.fileExists(atPath: root.appendingPathComponent(translated).path) {
            return path
        }
        return translated
    }

    private func nonEmptyMessage(_ key: String) -> String? {
        [primary.messages[key], english.messages[key]].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// `notStarted` → `not-started`; kebab-case stays as it is.
    static func kebabCase(_ raw: String) -> String {
        raw.reduce(into: "") { out, character in
            if character.isUppercase { out += "-" + character.lowercased() } else { out.append(character) }
        }
    }
}
