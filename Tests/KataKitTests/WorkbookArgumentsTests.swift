import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The argument parser: values, flags, `--name=value`, `--`, and usage errors for anything else.
@Suite struct WorkbookArgumentsTests {
    let format = OptionSpec("--format", value: "FORMAT", allowed: ["text", "json"], summary: "format")
    let file = OptionSpec("--file", value: "PATH", summary: "file")

    @Test func readsPositionalsValuesAndFlags() throws {
        let parsed = try ArgumentParser.parse(
            ["add-child", "--format", "json", "--file=x.swift", "--no-color"], options: [format, file],
            maxPositionals: 1, command: "run")
        #expect(parsed.positionals == ["add-child"])
        #expect(parsed.value("--format") == "json")
        #expect(parsed.value("--file") == "x.swift")
        #expect(parsed.has("--no-color"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--format"], options: [format], maxPositionals: 1, command: "run")
        #expect(parsed.positionals == ["--format"])
        #expect(parsed.value("--format") == nil)
    }

    @Test(arguments: [
        ["--bogus"], ["--format", "xml"], ["--format"], ["a", "b"], ["--no-color=yes"],
    ])
    func rejectsWithAUsageError(_ arguments: [String]) {
        do {
            _ = try ArgumentParser.parse(arguments, options: [format], maxPositionals: 1, command: "run")
        } catch let error as WorkbookError {
            #expect(error.exitCode == .usage)
            #expect(error.showsUsage)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func commandSpecRequiresItsPositionalsUnlessHelpIsAsked() throws {
        let spec = CommandSpec("hint", arguments: "<kata-id>", summary: "s", positionals: 1...1)
        #expect(throws: WorkbookError.self) { try spec.parse([]) }
        #expect(try spec.parse(["--help"]).has("--help"))
        #expect(try spec.parse(["-h"]).has("--help"))
    }

    @Test func helpListsEveryOptionAndTheUsageLine() {
        let spec = CommandSpec("run", arguments: "<kata-id>", summary: "Grade once.", options: [format, file], positionals: 1...1)
        #expect(spec.usage == "kata run <kata-id> [--format text|json] [--file PATH]")
        for name in ["--format", "--file", "--no-color", "--help", "Grade once."] {
            #expect(spec.help.contains(name))
        }
    }
}
