import Foundation
import KataKit

/// `kata` with no command: the workbook screen, then watch mode when on a terminal.
enum WorkbookCommand {
    static let command = Command(
        spec: CommandSpec(
            "", summary: "Open the workbook: your progress, the next kata, and (on a terminal) watch mode.",
            details: "Off a terminal it prints the progress and the next kata and exits 0."),
        handler: { context in
            let workbook = try context.workbook()
            let state = context.state(of: workbook)
            context.console.out(OverviewText.render(workbook, state: state, styler: context.console.styler,
                                                    width: context.console.width))
            guard TerminalKeys.standardInputIsTerminal, context.console.stdoutIsTerminal,
                  let kata = workbook.nextKata(in: state) ?? workbook.katas.first
            else { return .success }
            context.console.out("")
            return try await WatchCommand.watch(kata.id, workbook: workbook, context: context)
        })
}
