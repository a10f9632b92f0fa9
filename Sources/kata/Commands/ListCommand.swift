import Foundation
import KataKit

/// `kata list [--format text|json]`.
enum ListCommand {
    static let command = Command(
        spec: CommandSpec(
            "list", summary: "List the katas with your status on each.",
            details: "JSON: one object {schemaVersion, katas: [{id, title, file, solution, status, current}]}\n(docs/schema/list.schema.json); paths are relative to the workbook root, status is pass, fail,\nerror or not-started.",
            options: [OptionSpec("--format", value: "FORMAT", allowed: ["text", "json"], summary: "output format")]),
        handler: { context in
            let workbook = try context.workbook()
            let entries = KataListEntry.entries(workbook, state: context.state(of: workbook))
            if context.format() == "json" {
                context.console.out(JSONReport.render(list: entries))
            } else {
                context.console.out(OverviewText.list(entries, styler: context.console.styler, width: context.console.width).joined(separator: "\n"))
            }
            return .success
        })
}
