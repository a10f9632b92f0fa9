import KataKit

/// `kata help [<command>]` and `kata --help`.
enum HelpCommand {
    static let command = Command(
        spec: CommandSpec("help", arguments: "[<command>]", summary: "Show help for kata or one of its commands.",
                          positionals: 0...1),
        handler: { context in
            guard let name = context.arguments.positionals.first else {
                context.console.out(overview)
                return .success
            }
            let spec = name == "workbook" ? WorkbookCommand.command.spec : KataCLI.command(named: name)?.spec
            guard let spec else {
                throw WorkbookError.usage(LearnerText.table.translated("help.unknownCommand", "unknown command '{command}'", ["command": name]))
            }
            context.console.out(spec.help)
            return .success
        })

    static var shortUsage: String {
        let texts = LearnerText.table
        return texts.translated("help.usage", "Usage: ") + "kata [<command>] [options]   "
            + texts.translated("help.listsCommands", "(kata --help lists the commands)")
    }

    static var overview: String {
        let all = [WorkbookCommand.command] + KataCLI.commands
        let texts = LearnerText.table
        let names = all.map { $0.spec.name.isEmpty ? texts.translated("help.noCommand", "(none)") : $0.spec.name }
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        var lines = [
            "kata \(KataVersion.current) — " + texts.translated("help.tagline", "the ContainerKata workbook runner"), "",
            texts.translated("help.usage", "Usage: ") + "kata [<command>] [options]", "", texts.translated("help.commands", "Commands:"),
        ]
        for (name, command) in zip(names, all) {
            lines.append("  " + DisplayWidth.pad(name, to: width) + "  " + command.spec.localizedSummary)
        }
        lines += [""] + texts.translated("help.footer", """
            Every command takes --help. Global: --version, --no-color (NO_COLOR is honoured too),
            --lang CODE (messages in that language, e.g. zh-Hans; default KATA_LANG, then LC_ALL/LC_MESSAGES/LANG).
            Exit codes: 0 success, 1 failing katas, 64 usage error, 65 bad input, 70 internal error.
            """).components(separatedBy: "\n")
        return lines.joined(separator: "\n")
    }
}
