import Foundation
import KataKit

/// One `kata` command: what it accepts (for parsing and help) and what it does.
struct Command: Sendable {
    let spec: CommandSpec
    let handler: @Sendable (CLIContext) async throws -> ExitCode
}

/// The top of the CLI: picks the command, parses its arguments, runs it, and turns every error
/// into one plain line and an exit code (never a stack trace).
enum KataCLI {
    static let commands: [Command] = [
        ListCommand.command, RunCommand.command, WatchCommand.command, HintCommand.command,
        ResetCommand.command, SolutionCommand.command, RulesCommand.command, VerifyCommand.command,
        DevCommand.command, GradeCommand.command, HelpCommand.command,
    ]

    static func command(named name: String) -> Command? {
        commands.first { $0.spec.name == name }
    }

    static func run(_ arguments: [String]) async -> ExitCode {
        let environment = ProcessInfo.processInfo.environment
        let console = Console(environment: environment, noColor: arguments.contains("--no-color"))
        // --no-color and --lang are global: accepted before or after the command, applied here.
        var words = arguments.filter { $0 != "--no-color" }
        do {
            let language = try GlobalOptions.takeLanguage(from: &words)
            LearnerText.use(language: language)
            if let language { try GlobalOptions.requireAvailable(language, in: LearnerText.table) }
        } catch let error as WorkbookError {
            console.err("kata: \(error.message)")
            return error.exitCode
        } catch {
            return .internalError
        }
        if words.first == "--version" {
            console.out("kata \(KataVersion.current)")
            return .success
        }
        if words.first == "--help" || words.first == "-h" {
            console.out(HelpCommand.overview)
            return .success
        }
        let command: Command
        if let first = words.first, !first.hasPrefix("-") {
            guard let found = self.command(named: first) else {
                console.err("kata: " + LearnerText.table.translated("help.unknownCommand", "unknown command '{command}'",
                                                                     ["command": CLIText.safe(first)]))
                console.err(HelpCommand.shortUsage)
                return .usage
            }
            command = found
            words.removeFirst()
        } else {
            command = WorkbookCommand.command
        }
        do {
            let parsed = try command.spec.parse(words)
            if parsed.has("--help") {
                console.out(command.spec.help)
                return .success
            }
            return try await command.handler(CLIContext(arguments: parsed, console: console))
        } catch let error as WorkbookError {
            console.err("kata: \(error.exitCode == .dataError ? CLIText.safe(error.message) : error.message)")
            if error.showsUsage {
                let texts = LearnerText.table
                console.err(texts.translated("help.usage", "Usage: ") + command.spec.usage)
                console.err(command.spec.name.isEmpty ? texts.translated("help.moreOverview", "Run 'kata --help' for more.")
                    : texts.translated("help.moreCommand", "Run 'kata help {command}' for more.", ["command": command.spec.name]))
            }
            return error.exitCode
        } catch {
            console.err("kata: \(String(describing: error))")
            return .internalError
        }
    }
}
