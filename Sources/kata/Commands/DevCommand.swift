import KataKit

/// `kata dev check` and `kata dev sync-starters`: the kata authors' tools.
enum DevCommand {
    static let command = Command(
        spec: CommandSpec(
            "dev", arguments: "check|sync-starters", summary: "Kata authors' tools: self-check the katas, refresh starter copies.",
            details: """
            check          every starter compiles and fails, every solution passes, every cited rule has
                           text, every kata has a README and checks. Exit 0 only if all hold. (Run by CI.)
            sync-starters  copy each committed starter into the runner's pristine copies (used by reset).
            """,
            positionals: 1...1),
        handler: { context in
            let workbook = try context.workbook()
            switch context.arguments.positionals[0] {
            case "check":
                let session = try await context.session(workbook)
                let console = context.console
                let showProgress = console.stderrIsTerminal
                let report = await DevCheck.run(workbook: workbook, grader: session.grader) { step in
                    if showProgress { console.err(console.errorStyler.dim("grading \(step)…")) }
                }
                console.out(DevCheckText.render(report, styler: console.styler))
                return report.allHold ? .success : .failure
            case "sync-starters":
                let copied = try StarterSync.sync(workbook.katas, root: workbook.root)
                context.console.out(copied.isEmpty
                    ? WorkbookText.message("workbook.startersUpToDate")
                    : WorkbookText.message("workbook.startersUpdated", ["katas": copied.joined(separator: ", ")]))
                return .success
            case let other:
                throw WorkbookError.usage("unknown dev command '\(other)' (use check or sync-starters)")
            }
        })
}
