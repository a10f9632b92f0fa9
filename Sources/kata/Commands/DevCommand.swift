import Foundation
import KataKit

/// `kata dev check [kata]` and `kata dev new <id> --title "…"`: the kata authors' tools.
enum DevCommand {
    static let command = Command(
        spec: CommandSpec(
            "dev", arguments: "check [kata] | new <id> --title TITLE",
            summary: "Kata authors' tools: self-check the katas, scaffold a new one.",
            details: """
            check [kata]  every starter compiles and fails, every solution and alternative passes, every
                          mistake fixture fails citing its rules, every cited rule has text, every kata
                          has a README and checks — for all katas or one. Exit 0 only if all hold. (Run by CI.)
            new <id>      scaffold a kata: Exercises/<id>/ (manifest, README, starter), Solutions/<id>/
                          (solution) and Sources/KataGraders/<id>/ (a grader whose one check fails with
                          "write this check"). Edits no existing file. Needs --title.
            """,
            options: [OptionSpec("--title", value: "TITLE", summary: "the new kata's title (dev new)")],
            positionals: 1...2),
        handler: { context in
            let workbook = try context.workbook()
            let positionals = context.arguments.positionals
            switch positionals[0] {
            case "check":
                let katas = try positionals.count > 1 ? [workbook.kata(positionals[1])] : workbook.katas
                let session = try await context.session(workbook)
                let console = context.console
                let showProgress = console.stderrIsTerminal
                let report = await DevCheck.run(workbook: workbook, katas: katas, grader: session.grader) { step in
                    if showProgress { console.err(console.errorStyler.dim(LearnerText.message("workbook.regrading", ["kata": step]))) }
                }
                console.out(DevCheckText.render(report, styler: console.styler))
                return report.allHold ? .success : .failure
            case "new":
                guard positionals.count == 2 else { throw WorkbookError.usage(LearnerText.message("workbook.devNewNeedsID")) }
                guard let title = context.arguments.value("--title"), !title.isEmpty else {
                    throw WorkbookError.usage(LearnerText.message("workbook.devNewNeedsTitle"))
                }
                let created = try KataScaffold(root: workbook.root, katas: workbook.katas).create(id: positionals[1], title: title)
                context.console.out(LearnerText.message("workbook.kataCreated",
                    ["kata": positionals[1], "paths": created.paths.joined(separator: ", ")]))
                context.console.out(LearnerText.message("workbook.kataCreatedNext",
                    ["kata": positionals[1], "grader": created.grader, "readme": created.readme]))
                return .success
            case let other:
                throw WorkbookError.usage(LearnerText.message("workbook.unknownDevCommand", ["command": other]))
            }
        })
}
