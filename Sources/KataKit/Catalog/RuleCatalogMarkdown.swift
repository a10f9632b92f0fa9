import KataCatalog

/// The catalog as Markdown: `docs/RULES.md`, linked from the README. Generated, never edited by
/// hand: `CatalogDocsTests` fails when the file differs from `markdown()`; regenerate with
/// `KATA_WRITE_RULES_DOC=1 swift test --filter CatalogDocsTests`.
extension RuleCatalogRenderer {
    public func markdown() -> String {
        var out: [String] = [
            "<!-- " + label("markdownGenerated",
                fallback: "Generated from Sources/KataKit/Texts/en/rules.json; do not edit.") + " -->",
            "# " + label("catalogTitle", fallback: "Rules of view-controller containment"),
            "",
            label("markdownIntro", ["count": "\(RuleID.allCases.count)"], fallback: "{count} rules."),
        ]
        let columns = [label("columnID", fallback: "ID"), label("columnRule", fallback: "Rule"),
                       label("columnGuide", fallback: "Guide section"),
                       label("columnMistakes", fallback: "Real mistakes")]
        for group in RuleGroup.allCases {
            let rules = RuleID.allCases.filter { $0.info.group == group }
            guard !rules.isEmpty else { continue }
            out += ["", "## " + texts.group(group), "",
                    "| " + columns.joined(separator: " | ") + " |",
                    "|" + String(repeating: "---|", count: columns.count)]
            for id in rules {
                let cells = ["[`\(id.rawValue)`](#\(id.rawValue))", texts.rule(id).title,
                             texts.rule(id).guide, id.info.mistakes.joined(separator: ", ")]
                out.append("| " + cells.map(Self.tableCell).joined(separator: " | ") + " |")
            }
        }
        out += ["", "## " + label("markdownDetails", fallback: "Every rule in full")]
        for id in RuleID.allCases { out += ruleMarkdown(id) }
        return out.joined(separator: "\n") + "\n"
    }

    private func ruleMarkdown(_ id: RuleID) -> [String] {
        let text = texts.rule(id)
        // An explicit anchor keeps the index links stable whatever the heading's wording.
        var out = ["", "<a id=\"\(id.rawValue)\"></a>", "### `\(id.rawValue)`", "", "**\(text.title)**"]
        out += ["", "*" + label("groupAndGuide",
            ["group": texts.group(id.info.group), "section": text.guide],
            fallback: "{group} · Source: {section}") + "*"]
        if !text.explanation.isEmpty { out += ["", text.explanation] }
        if !text.symptom.isEmpty {
            out += ["", "**" + label("symptom", fallback: "What you see when it is broken") + ":** " + text.symptom]
        }
        for (key, fallback, code) in [("wrong", "Wrong", text.wrong), ("right", "Right", text.right)] where !code.isEmpty {
            out += ["", "**" + label(key, fallback: fallback) + "**", "", "```swift", code, "```"]
        }
        if !id.info.mistakes.isEmpty {
            out += ["", label("mistakesCovered", ["mistakes": id.info.mistakes.joined(separator: ", ")],
                              fallback: "Real mistakes it covers: {mistakes}")]
        }
        return out
    }

    /// Table cells may not hold pipes or line breaks.
    static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
