import Foundation
import Testing
@testable import KataKit

/// `--help` and the CLI's errors speak the learner's language: every command's summary, details and
/// option lines have a Simplified Chinese text, every `help.*` text belongs to something the CLI has,
/// a usage or input error reads as the table's Chinese with the exit code English gets, and English
/// stays the default.
@Suite struct CLIHelpLanguageTests {
    /// Every help screen by the name `kata help` takes (`workbook` is `kata` alone), from the list
    /// `CLIHelpTests.theCommandListIsComplete` keeps equal to the binary's own.
    static let names = CLIHelpTests.commands.map(\.0) + ["workbook"]
    static let chinese = TextTable.load(language: "zh-Hans")

    /// A help screen's parts: `Usage` line, blank, summary, [blank, details], blank, options heading, options.
    struct Screen {
        let details: String
        let options: [String]

        init(_ text: String, optionsHeading: String) {
            let lines = text.components(separatedBy: "\n")
            let heading = lines.firstIndex(of: optionsHeading) ?? lines.count
            details = lines[min(3, heading)..<heading].joined(separator: "\n").trimmingCharacters(in: .newlines)
            options = lines[heading...].filter { $0.hasPrefix("  --") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
        }
    }

    static func screens(_ name: String) throws -> (english: Screen, chinese: Screen) {
        let english = try KataBinary.run(["help", name])
        let chinese = try KataBinary.run(["help", name, "--lang", "zh-Hans"])
        #expect(english.status == 0 && chinese.status == 0, "\(name): \(english.stderr)\(chinese.stderr)")
        return (Screen(english.stdout, optionsHeading: "Options:"), Screen(chinese.stdout, optionsHeading: "选项："))
    }

    static func isChinese(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }
    }

    @Test func theCommandListIsInChineseWithLangZhHans() throws {
        let chinese = try KataBinary.run(["--help", "--lang", "zh-Hans"])
        let english = try KataBinary.run(["--help"])
        #expect(chinese.status == 0 && english.status == 0)
        #expect(chinese.stdout.contains("命令：") && english.stdout.contains("Commands:"))
        // Every command line of the overview is translated: no English summary is left.
        for line in english.stdout.split(separator: "\n") where line.hasPrefix("  ") {
            #expect(!chinese.stdout.contains(line.split(separator: " ", maxSplits: 1).last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "@"),
                    "untranslated: \(line)")
        }
    }

    @Test(arguments: names)
    func everyOptionLineIsInChinese(_ command: String) throws {
        let help = try KataBinary.run(["help", command, "--lang", "zh-Hans"]).stdout
        #expect(help.hasPrefix("用法："))
        let options = help.components(separatedBy: "选项：").last ?? ""
        for line in options.split(separator: "\n") where line.hasPrefix("  --") {
            #expect(Self.isChinese(line), "\(command): \(line)")
            // A value the code fills in (`--timeout`'s default) reaches the Chinese line too.
            #expect(CatalogTranslationTests.placeholders(String(line)).isEmpty, "\(command): unfilled placeholder in \(line)")
        }
    }

    /// The longer paragraph under a command's summary is the table's Chinese text, not the English.
    @Test(arguments: names)
    func theDetailsParagraphIsInChinese(_ command: String) throws {
        let (english, chinese) = try Self.screens(command)
        guard !english.details.isEmpty else {
            #expect(chinese.details.isEmpty, "\(command) has Chinese details but no English ones")
            return
        }
        #expect(chinese.details == Self.chinese.message("help.details.\(command)"), "\(command): \(chinese.details)")
        #expect(Self.isChinese(chinese.details) && chinese.details != english.details)
        // Two-column paragraphs (dev's subcommands) stay aligned: an indented line starts in the
        // column where the text beside the last name started, counted in terminal columns.
        var column: Int?
        for line in chinese.details.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 100, "\(command): a help line wider than 100 columns: \(line)")
            let indent = line.prefix { $0 == " " }.count
            if indent > 0 {
                if let column { #expect(indent == column, "\(command): misaligned: \(line)") }
            } else if let gap = line.range(of: "  ") {
                column = DisplayWidth.of(line[..<gap.upperBound]) + line[gap.upperBound...].prefix { $0 == " " }.count
            } else {
                column = nil
            }
        }
    }

    /// Every `help.*` text of zh-Hans is a command's summary or details, an option's line, or a
    /// piece of help the code names — and each of those has one. (`help.*` English is written beside
    /// the code, so WorkbookTextTests cannot see these keys.)
    @Test func everyHelpTextIsUsedAndNoneIsMissing() throws {
        var wanted = try WorkbookTextTests.keysNamedInCode(prefixes: ["help"])
        #expect(wanted.contains("help.usage"), "the scan found no help key the code names: \(wanted.sorted())")
        for name in Self.names {
            let english = try Self.screens(name).english
            wanted.insert("help.command.\(name)")
            if !english.details.isEmpty { wanted.insert("help.details.\(name)") }
            for option in english.options { wanted.insert("help.option.\(option.drop { $0 == "-" })") }
        }
        let present = try WorkbookTextTests.messageKeys("zh-Hans").filter { $0.hasPrefix("help.") }
        #expect(wanted.subtracting(present).sorted().isEmpty, "no zh-Hans text for \(wanted.subtracting(present).sorted())")
        #expect(present.subtracting(wanted).sorted().isEmpty, "zh-Hans help texts nothing shows: \(present.subtracting(wanted).sorted())")
    }

    /// One error the CLI prints: the command line, and the text table's key and placeholders that
    /// say it (`help.*` keys are chrome said before a workbook is found; the others need one).
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let key: String
        let values: [String: String]
        var testDescription: String { "kata " + arguments.joined(separator: " ") }
    }

    /// Argument errors of every kind, `kata dev new`'s, a bad `--file` and a bad numeric option,
    /// all run in the project itself (no grading, no file written).
    static let errors: [ErrorCase] = [
        ErrorCase(arguments: ["run"], key: "help.missingArgument", values: ["command": "kata run", "arguments": "<kata-id>"]),
        ErrorCase(arguments: ["list", "--bogus"], key: "help.unknownOption", values: ["option": "--bogus", "command": "kata list"]),
        ErrorCase(arguments: ["list", "--format", "xml"], key: "help.badValue",
                  values: ["value": "xml", "option": "--format", "choices": "text, json"]),
        ErrorCase(arguments: ["list", "--no-color=1"], key: "help.optionTakesNoValue", values: ["option": "--no-color"]),
        ErrorCase(arguments: ["verify", "--output"], key: "help.optionNeedsValue", values: ["option": "--output", "value": "FILE"]),
        ErrorCase(arguments: ["run", "add-child", "extra"], key: "help.unexpectedArgument",
                  values: ["argument": "extra", "command": "kata run"]),
        ErrorCase(arguments: ["dev", "new"], key: "workbook.devNewNeedsID", values: [:]),
        ErrorCase(arguments: ["dev", "new", "x-y"], key: "workbook.devNewNeedsTitle", values: [:]),
        ErrorCase(arguments: ["dev", "frobnicate"], key: "workbook.unknownDevCommand", values: ["command": "frobnicate"]),
        ErrorCase(arguments: ["dev", "new", "Not_An_ID", "--title", "T"], key: "workbook.badKataID", values: ["id": "Not_An_ID"]),
        ErrorCase(arguments: ["run", "add-child", "--file", "Sources"], key: "workbook.fileIsFolder", values: ["file": "Sources"]),
        ErrorCase(arguments: ["grade", "submissions", "--out", "gradebook", "--timeout", "soon"], key: "classroom.problem.badTimeout",
                  values: ["min": "\(Int(ClassGradingRun.timeoutRange.lowerBound))",
                           "max": "\(Int(ClassGradingRun.timeoutRange.upperBound))", "value": "soon"]),
    ]

    /// `kata: <sentence>`, the first line an error prints.
    static func firstLine(_ run: KataBinary.Run) -> String {
        String(run.stderr.split(separator: "\n").first ?? "")
    }

    @Test(arguments: errors)
    func errorsAreTheTablesChineseWithTheSameExitCode(_ error: ErrorCase) throws {
        let english = try KataBinary.run(error.arguments)
        let chinese = try KataBinary.run(error.arguments + ["--lang", "zh-Hans"])
        #expect([64, 65].contains(english.status), "\(english.stderr)")
        #expect(chinese.status == english.status, "\(chinese.stderr)")
        let template = Self.chinese.message(error.key)
        #expect(Self.isChinese(template), "no zh-Hans text for \(error.key)")
        #expect(Self.firstLine(chinese) == "kata: " + MessageTemplate.fill(template, error.values))
        #expect(!Self.isChinese(english.stderr), "\(english.stderr)")
    }

    /// `--lang` without a code is refused before `--lang` could choose anything: the locale speaks.
    @Test func aMissingLangCodeIsRefusedInTheLocalesLanguage() throws {
        let english = try KataBinary.run(["list", "--lang"])
        let chinese = try KataBinary.run(["list", "--lang"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(english.status == 64 && chinese.status == english.status, "\(english.stderr)\(chinese.stderr)")
        #expect(Self.firstLine(chinese) == "kata: " + Self.chinese.message("help.langNeedsValue"))
        #expect(english.stderr.contains("--lang") && !Self.isChinese(english.stderr))
        // The locale picks the language of every other error too.
        let missing = try KataBinary.run(["run"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(missing.status == 64)
        #expect(Self.firstLine(missing) == "kata: " + MessageTemplate.fill(
            Self.chinese.message("help.missingArgument"), ["command": "kata run", "arguments": "<kata-id>"]))
    }
}
