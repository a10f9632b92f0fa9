import Foundation
import KataKit

/// `kata list [--format text|json]`.
enum ListCommand {
    static let command = Command(
        spec: CommandSpec(
            "list", summary: "List the katas with your status on each.",
            details: "JSON: an array of {id, title, file, solution, status}; paths are relative to the workbook root,\nstatus is pass, fail, error or not-started.",
            options: [OptionSpec("--format", value: "FORMAT", allowed: ["text", "json"], summary: "output format")]),
        handler: { context in
            let workbook = try context.workbook()
            let entries = KataListEntry.entries(workbook, state: context.state(of: workbook))
            if context.format() == "json" {
                context.console.out(try JSONOutput.string(entries))
            } else {
                context.console.out(OverviewText.list(entries, styler: context.console.styler).joined(separator: "\n"))
            }
            return .success
        })
}
