/// Turns what the environment says about language into the folder names used under `Texts/`
/// (BCP 47 style: `en`, `pt-BR`, `zh-Hans`). Pure functions of their input, so tests need no
/// real environment.
public enum LanguagePreference {
    /// The language asked for: `KATA_LANG` first (the tool's own switch), then the POSIX locale
    /// variables in their precedence order (`LC_ALL`, `LC_MESSAGES`, `LANG`). Nil when none says
    /// anything usable (unset, empty, `C` or `POSIX`).
    public static func requested(in environment: [String: String]) -> String? {
        for key in ["KATA_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], let tag = normalize(value) { return tag }
        }
        return nil
    }

    /// `zh_CN.UTF-8` → `zh-Hans`, `pt_BR` → `pt-BR`, `en_US.UTF-8@euro` → `en-US`, `C` → nil.
    public static func normalize(_ raw: String) -> String? {
        var value = Substring(raw.trimmingWhitespace())
        if let cut = value.firstIndex(where: { $0 == "." || $0 == "@" }) { value = value[..<cut] }
        if value.isEmpty || value == "C" || value == "POSIX" { return nil }
        let parts = value.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first, first.allSatisfy(\.isLetter) else { return nil }
        let language = first.lowercased()
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil {
                region = part.uppercased()
            }
        }
        if language == "zh" {
            // Chinese text differs by script, not by country: pick the script the region uses.
            if script == nil {
                script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
            }
            return "zh-\(script!)"
        }
        return [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The folders to try for a tag, most specific first: `pt-BR` → [`pt-BR`, `pt`].
    public static func candidates(for tag: String) -> [String] {
        var parts = tag.split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// The best available folder for a tag (case-insensitive), or nil if none fits.
    public static func bestMatch(for tag: String, available: [String]) -> String? {
        for candidate in candidates(for: tag) {
            if let match = available.first(where: { $0.lowercased() == candidate.lowercased() }) {
                return match
            }
        }
        return nil
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
