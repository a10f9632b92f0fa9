import Foundation
import Testing
import KataCatalog
@testable import KataKit

/// docs/RULES.md is generated from the English catalog and must not drift from it.
/// Regenerate after changing Texts/en/rules.json:
///     KATA_WRITE_RULES_DOC=1 swift test --filter CatalogDocsTests
@Suite struct CatalogDocsTests {
    let markdown = RuleCatalogRenderer(texts: TextTable.load(language: "en")).markdown()
    let file = CatalogFixtures.projectRoot.appendingPathComponent("docs/RULES.md")

    @Test func rulesDocIsUpToDate() throws {
        if ProcessInfo.processInfo.environment["KATA_WRITE_RULES_DOC"] == "1" {
            try Data(markdown.utf8).write(to: file)
        }
        let onDisk = try? String(contentsOf: file, encoding: .utf8)
        #expect(onDisk == markdown, """
            docs/RULES.md is out of date with Sources/KataKit/Texts/en/rules.json.
            Regenerate it: KATA_WRITE_RULES_DOC=1 swift test --filter CatalogDocsTests
            """)
    }

    @Test func theMarkdownIndexesAndDetailsEveryRule() {
        for id in RuleID.allCases {
            #expect(markdown.contains("[`\(id.rawValue)`](#\(id.rawValue))"))
            #expect(markdown.contains("<a id=\"\(id.rawValue)\"></a>"))
        }
        for group in RuleGroup.allCases { #expect(markdown.contains("## " + TextTable.load(language: "en").group(group))) }
        // Code fences open and close in pairs.
        #expect(markdown.components(separatedBy: "```swift").count - 1 == RuleID.allCases.count * 2)
        #expect((markdown.components(separatedBy: "```").count - 1) % 2 == 0)
    }

    @Test func tableCellsCannotBreakTheTable() {
        #expect(RuleCatalogRenderer.tableCell("a | b\nc") == "a \\| b c")
    }
}
