import KataCatalog

/// The screens of `kata rules`: the whole catalog, one rule in full, or the rules a kata teaches.
/// Returns structured lines (`CatalogLine`) and leaves colour to the caller; every word comes
/// from the text tables, so the screens follow the learner's language.
public struct RuleCatalogRenderer: Sendable {
    public let texts: TextTable

    public init(texts: TextTable) {
        self.texts = texts
    }

    /// `kata rules [argument]`: nil or empty → the whole catalog; a rule ID → that rule; a kata
    /// ID → its rules. An unknown argument fails with suggestions (render it with `message(for:)`).
    public func lines(for argument: String?) -> Result<[CatalogLine], UnknownCatalogSubject> {
        guard let argument, !argument.trimmingWhitespace().isEmpty else { return .success(overview()) }
        return CatalogSubject.resolve(argument).map { subject in
            switch subject {
            case .rule(let id): return rule(id)
            case .kata(let spec): return kata(spec)
            }
        }
    }

    /// Every rule, grouped as in `rules.md`, one line each: ID and title.
    public func overview() -> [CatalogLine] {
        var lines = [
            CatalogLine(.heading, label("catalogTitle", fallback: "Rules of view-controller containment")),
            CatalogLine(.note, label("catalogCount", ["count": "\(RuleID.allCases.count)"],
                                     fallback: "{count} rules")),
        ]
        for group in RuleGroup.allCases {
            let rules = RuleID.allCases.filter { $0.info.group == group }
            guard !rules.isEmpty else { continue }
            lines.append(.blank)
            lines.append(CatalogLine(.heading, texts.group(group)))
            lines += rules.map { CatalogLine(.ruleEntry, texts.rule($0).title, ruleID: $0.rawValue, indent: 1) }
        }
        lines.append(.blank)
        lines.append(CatalogLine(.note, label("moreAboutRules",
            fallback: "kata rules <rule-id> shows one rule in full; kata rules <kata-id> lists a kata's rules.")))
        lines.append(CatalogLine(.note, label("rulesDocument",
            ["document": texts.document("docs/RULES.md", root: Katas.projectRoot())],
            fallback: "All rules in full, with wrong and right code: {document}")))
        return lines
    }

    /// One rule in full: title, group and guide section, why, symptom, wrong and right code,
    /// the real mistakes it covers and the katas that teach it.
    public func rule(_ id: RuleID) -> [CatalogLine] {
        let text = texts.rule(id)
        let info = id.info
        var lines = [
            CatalogLine(.heading, "\(id.rawValue) — \(text.title)", ruleID: id.rawValue),
            CatalogLine(.note, label("groupAndGuide",
                ["group": texts.group(info.group), "section": text.guide],
                fallback: "{group} · Source: {section}")),
        ]
        lines += section("why", fallback: "Why", text.explanation, style: .body)
        lines += section("symptom", fallback: "What you see when it is broken", text.symptom, style: .body)
        lines += section("wrong", fallback: "Wrong", text.wrong, style: .wrongCode)
        lines += section("right", fallback: "Right", text.right, style: .rightCode)
        var notes: [CatalogLine] = []
        if !info.mistakes.isEmpty {
            notes.append(CatalogLine(.note, label("mistakesCovered",
                ["mistakes": info.mistakes.joined(separator: ", ")],
                fallback: "Real mistakes it covers: {mistakes}")))
        }
        let katas = Katas.all.filter { Self.rules(of: $0).contains(id) }.map(\.id)
        if !katas.isEmpty {
            notes.append(CatalogLine(.note, label("taughtIn",
                ["katas": katas.joined(separator: ", ")], fallback: "Taught in: {katas}")))
        }
        if !notes.isEmpty { lines += [.blank] + notes }
        return lines
    }

    /// The rules one kata teaches, with its title and summary.
    public func kata(_ spec: KataSpec) -> [CatalogLine] {
        let text = texts.kata(spec)
        var lines = [CatalogLine(.heading, "\(spec.id) — \(text.title)")]
        if !text.summary.isEmpty { lines.append(CatalogLine(.body, text.summary)) }
        lines.append(.blank)
        let rules = Self.rules(of: spec)
        if rules.isEmpty {
            lines.append(CatalogLine(.note, label("kataHasNoRules", fallback: "This kata does not list its rules yet.")))
        } else {
            lines.append(CatalogLine(.label, label("kataRules", fallback: "Rules this kata teaches")))
            lines += rules.map { CatalogLine(.ruleEntry, texts.rule($0).title, ruleID: $0.rawValue, indent: 1) }
        }
        return lines
    }

    /// What to print for an unknown argument, in the learner's language.
    public func message(for error: UnknownCatalogSubject) -> String {
        var text = label("unknownSubject", ["query": error.query],
                         fallback: "There is no rule or kata called '{query}'.")
        if !error.suggestions.isEmpty {
            text += " " + label("didYouMean", ["suggestions": error.suggestions.joined(separator: ", ")],
                                fallback: "Did you mean: {suggestions}?")
        }
        return text + " " + label("seeAllRules", fallback: "Type kata rules to see them all.")
    }

    /// A kata's rules: its declared list, else (while its spec is still a placeholder) the rules
    /// its checks cite; in catalog order, each once.
    static func rules(of spec: KataSpec) -> [RuleID] {
        let declared = spec.rules.isEmpty ? spec.checks.flatMap(\.rules) : spec.rules
        return Array(Set(declared)).sorted()
    }

    private func section(_ key: String, fallback: String, _ body: String, style: CatalogLine.Style) -> [CatalogLine] {
        guard !body.isEmpty else { return [] }
        return [.blank, CatalogLine(.label, label(key, fallback: fallback))]
            + body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { CatalogLine(style, String($0), indent: 1) }
    }

    func label(_ key: String, _ args: [String: String] = [:], fallback: String) -> String {
        texts.catalogLabel(key, args, fallback: fallback)
    }
}
