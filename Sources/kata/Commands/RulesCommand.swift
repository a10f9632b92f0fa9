import KataKit

/// `kata rules [<rule-id>|<kata-id>]`: the rule catalog.
enum RulesCommand {
    static let command = Command(
        spec: CommandSpec(
            "rules", arguments: "[<rule-id>|<kata-id>]", summary: "Show the rule catalog, one rule in full, or a kata's rules.",
            details: "No argument: every rule, group by group, one line each. A rule ID: that rule in full (why, what you\nsee when it is broken, a wrong and a right example, the mistakes it covers). A kata ID: the kata's\nsummary and the rules it teaches.",
            positionals: 0...1),
        handler: { context in
            let renderer = RuleCatalogRenderer(texts: LearnerText.table)
            switch renderer.lines(for: context.arguments.positionals.first) {
            case .success(let lines):
                let styler = context.console.styler
                context.console.out(lines.render { line, text in
                    switch line.style {
                    case .heading: styler.bold(text)
                    case .wrongCode: styler.red(text)
                    case .rightCode: styler.green(text)
                    case .note: styler.dim(text)
                    default: text
                    }
                })
                return .success
            case .failure(let error):
                throw WorkbookError.usage(renderer.message(for: error))
            }
        })
}
