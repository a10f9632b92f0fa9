import Foundation
import KataKit

/// `kata watch [<id>]`: re-grade on every save, single-key commands.
enum WatchCommand {
    static let command = Command(
        spec: CommandSpec(
            "watch", arguments: "[<kata-id>]", summary: "Re-grade a kata on every save of your file (default: the current kata).",
            details: "Keys (no Enter needed): h hint (more each time), l list, n next kata, a every failing check in full,\nr re-run, q quit. Off a terminal the keys are read from standard input; the end of input quits.",
            positionals: 0...1),
        handler: { context in
            let workbook = try context.workbook()
            let state = context.state(of: workbook)
            let id = context.arguments.positionals.first
                ?? (workbook.nextKata(in: state) ?? workbook.katas.first)?.id
            guard let id else { throw WorkbookError.data(LearnerText.message("workbook.noKatas")) }
            return try await watch(id, workbook: workbook, context: context)
        })

    /// Runs watch mode on `kata` until `q`, end of input or a signal; the terminal is restored on
    /// every way out.
    @MainActor static func watch(_ id: String, workbook: Workbook, context: CLIContext) async throws -> ExitCode {
        let kata = try workbook.kata(id)
        let session = try await context.session(workbook)
        let keys = TerminalKeys()
        keys.enableRawMode()
        defer { keys.restore() }
        let console = context.console
        // On a terminal each verdict replaces the last one; piped output keeps every verdict.
        let loop = WatchLoop(session: session, kata: kata, renderer: context.renderer(),
                             clearsScreen: console.stdoutIsTerminal) { console.out($0) }
        try await loop.run(keys.inputs())
        return .success
    }
}
