import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The workbook's sentences live in `Texts/en/messages.json`, never in code.
@Suite struct WorkbookTextTests {
    /// Every message key the code names (`"workbook.…"`, `"engine.…"`, `"report.…"`, `"sandbox.…"`) has English
    /// text, so no learner ever sees a raw key and a translator sees every key.
    @Test func everyMessageKeyInTheCodeHasEnglishText() throws {
        let root = WorkbookHarness.sourceRoot
        let url = root.appendingPathComponent("Sources/KataKit/Texts/en/messages.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let pattern = try NSRegularExpression(pattern: #""((?:workbook|engine|report|sandbox)\.[A-Za-z.]+)""#)
        var used = Set<String>()
        for folder in ["Sources/KataTexts", "Sources/KataEngine", "Sources/KataClassroom", "Sources/KataWorkbook", "Sources/kata"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    used.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        #expect(used.count > 20, "the scan found too few keys: \(used.sorted())")
        let fileNames: Set<String> = ["report.md"]
        let missing = used.subtracting(fileNames).filter { object[$0] as? String == nil }.sorted()
        #expect(missing.isEmpty, "add to Texts/en/messages.json: \(missing)")
    }

    @Test func placeholdersAreFilled() {
        let text = LearnerText.message("workbook.verifyProgress", ["index": "3", "count": "6", "kata": "cycle-animated"])
        #expect(text == "grading 3/6 cycle-animated…")
    }
}
