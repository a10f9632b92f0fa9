import Foundation
import Testing
@testable import KataKit

/// `--help` speaks the learner's language: every command's summary and every option line has a
/// Simplified Chinese text, and English stays the default.
@Suite struct CLIHelpLanguageTests {
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

    @Test(arguments: ["run", "verify", "grade", "dev", "list", "hint", "watch", "reset", "rules", "solution", "help"])
    func everyOptionLineIsInChinese(_ command: String) throws {
        let help = try KataBinary.run([command, "--help", "--lang", "zh-Hans"]).stdout
        #expect(help.hasPrefix("用法："))
        let options = help.components(separatedBy: "选项：").last ?? ""
        for line in options.split(separator: "\n") where line.hasPrefix("  --") {
            #expect(line.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(command): \(line)")
        }
    }
}
