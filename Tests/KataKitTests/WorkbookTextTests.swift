import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The workbook's sentences live in `Texts/en/messages.json`, never in code, and every sentence
/// there is one the code says.
@Suite struct WorkbookTextTests {
    /// The folders whose Swift files name message keys.
    static let codeFolders = ["Sources/KataTexts", "Sources/KataEngine", "Sources/KataClassroom", "Sources/KataWorkbook", "Sources/kata"]
    /// Literals that look like keys but are file names.
    static let fileNames: Set<String> = ["report.md", "summary.md"]

    /// The keys of `Texts/<language>/messages.json`.
    static func messageKeys(_ language: String) throws -> Set<String> {
        let url = WorkbookHarness.sourceRoot.appendingPathComponent("Sources/KataKit/Texts/\(language)/messages.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return Set(object.keys)
    }

    /// Every string literal of the code that is a whole key with one of `prefixes`
    /// (`"workbook.bye"`); keys the code builds at run time (`"help.option.\(name)"`) are not.
    static func keysNamedInCode(prefixes: Set<String>) throws -> Set<String> {
        let alternatives = prefixes.sorted().joined(separator: "|")
        let pattern = try NSRegularExpression(pattern: #""((?:"# + alternatives + #")\.[A-Za-z0-9.]+)""#)
        var used = Set<String>()
        for folder in codeFolders {
            let enumerator = FileManager.default.enumerator(at: WorkbookHarness.sourceRoot.appendingPathComponent(folder),
                                                            includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    used.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return used.subtracting(fileNames)
    }

    /// The groups of keys English has (`workbook`, `engine`, `report`, `summary`, `classroom`).
    static func englishPrefixes() throws -> Set<String> {
        Set(try messageKeys("en").compactMap { $0.split(separator: ".").first.map(String.init) })
    }

    /// Every message key the code names has English text, so no learner ever sees a raw key and a
    /// translator sees every key.
    @Test func everyMessageKeyInTheCodeHasEnglishText() throws {
        let used = try Self.keysNamedInCode(prefixes: Self.englishPrefixes())
        #expect(used.count > 20, "the scan found too few keys: \(used.sorted())")
        let missing = used.subtracting(try Self.messageKeys("en")).sorted()
        #expect(missing.isEmpty, "add to Texts/en/messages.json: \(missing)")
    }

    /// Every English text is one the code names: a text nobody shows is a text translators keep
    /// translating for nothing (and usually a sentence the code still writes in English elsewhere).
    @Test func everyEnglishTextIsNamedByTheCode() throws {
        let english = try Self.messageKeys("en")
        let unused = english.subtracting(try Self.keysNamedInCode(prefixes: Self.englishPrefixes())).sorted()
        #expect(unused.isEmpty, "no code uses these keys of Texts/en/messages.json (use or remove them): \(unused)")
    }

    @Test func placeholdersAreFilled() {
        let text = LearnerText.message("workbook.verifyProgress", ["index": "3", "count": "6", "kata": "cycle-animated"])
        #expect(text == "grading 3/6 cycle-animated…")
    }
}
