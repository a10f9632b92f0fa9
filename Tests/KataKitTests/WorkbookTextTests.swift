import Foundation
import Testing
@testable import KataKit

/// The workbook's sentences live in `Texts/en/messages.json`; the English in code is only the
/// fallback and must say the same, so a translator sees every key.
@Suite struct WorkbookTextTests {
    @Test func everyFallbackIsInTheEnglishMessages() throws {
        let url = WorkbookHarness.sourceRoot.appendingPathComponent("Sources/KataKit/Texts/en/messages.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(!WorkbookText.fallback.isEmpty)
        for (key, text) in WorkbookText.fallback {
            #expect(object[key] as? String == text, "messages.json lacks or differs for \(key)")
        }
    }

    @Test func placeholdersAreFilled() {
        let text = WorkbookText.message("workbook.verifyProgress", ["index": "3", "count": "6", "kata": "cycle-animated"])
        #expect(text == "grading 3/6 cycle-animated…")
    }
}
