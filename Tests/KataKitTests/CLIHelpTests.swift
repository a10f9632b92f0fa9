import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Help, version and usage errors of the real binary.
@Suite struct CLIHelpTests {
    /// Each command with the flags its help must mention.
    static let commands: [(String, [String])] = [
        ("list", ["--format"]), ("run", ["--file", "--format"]), ("watch", []), ("hint", []),
        ("reset", [".kata-backups"]), ("solution", []), ("rules", []),
        ("verify", ["--format", "--output", "--file-root", "junit"]), ("dev", ["check"]), ("grade", ["--out"]), ("help", []),
    ]

    @Test(arguments: commands.map(\.0))
    func everyCommandHasHelpThatNamesItsFlags(_ name: String) throws {
        let flags = Self.commands.first { $0.0 == name }!.1
        for arguments in [[name, "--help"], ["help", name], [name, "-h"]] {
            let run = try KataBinary.run(arguments)
            #expect(run.status == 0, "\(arguments) exited \(run.status): \(run.stderr)")
            #expect(run.stdout.contains("Usage: kata \(name)"))
            for flag in flags + ["--no-color", "--help"] {
                #expect(run.stdout.contains(flag), "help of \(name) does not mention \(flag)")
            }
        }
    }

    /// Every command is in `commands` (so the per-command tests, --lang included, cover them all).
    @Test func theCommandListIsComplete() throws {
        let overview = try KataBinary.run(["--help"]).stdout
        let listed = overview.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Commands:" }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(Set(listed) == Set(Self.commands.map(\.0) + ["(none)"]), "\(listed)")
    }

    @Test func topLevelHelpListsEveryCommand() throws {
        let run = try KataBinary.run(["--help"])
        #expect(run.status == 0)
        for (name, _) in Self.commands { #expect(run.stdout.contains("  \(name) ")) }
        #expect(try KataBinary.run(["help"]).stdout == run.stdout)
    }

    @Test func versionPrintsTheVersion() throws {
        let run = try KataBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "kata \(KataVersion.current)\n")
    }

    @Test(arguments: [
        ["bogus"], ["list", "--bogus"], ["list", "--format", "xml"], ["run"], ["hint"], ["run", "a", "b"],
        ["help", "bogus"], ["run", "no-such-kata", "--format", "json"], ["rules", "no-such-rule"], ["dev", "bogus"],
    ])
    func usageErrorsExit64WithOnePlainLine(_ arguments: [String]) throws {
        let run = try KataBinary.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix("kata: "))
        #expect(run.stdout.isEmpty)
        #expect(!run.stderr.contains("Fatal error"))
        #expect(!run.stderr.contains("Stack"))
    }

    @Test func outsideAWorkbookTheErrorIsPlain() throws {
        let run = try KataBinary.run(["list"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 64)
        #expect(run.stderr.contains("No ContainerKata workbook found"))
    }
}
