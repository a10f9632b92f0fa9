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

    /// The README lists every rule (ID and title) from the same catalog, between markers.
    @Test func readmeRuleListIsUpToDate() throws {
        let readme = CatalogFixtures.projectRoot.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let markers = RuleCatalogRenderer.readmeMarkers
        let list = RuleCatalogRenderer(texts: TextTable.load(language: "en")).readmeRuleList()
        let begin = try #require(text.range(of: markers.begin), "README.md lacks \(markers.begin)")
        let end = try #require(text.range(of: markers.end, range: begin.upperBound..<text.endIndex), "README.md lacks \(markers.end)")
        let generated = "\n" + list + "\n"
        if ProcessInfo.processInfo.environment["KATA_WRITE_RULES_DOC"] == "1" {
            try Data((String(text[..<begin.upperBound]) + generated + String(text[end.lowerBound...])).utf8).write(to: readme)
            return
        }
        #expect(String(text[begin.upperBound..<end.lowerBound]) == generated, """
            README.md's rule list is out of date with Sources/KataKit/Texts/en/rules.json.
            Regenerate it: KATA_WRITE_RULES_DOC=1 swift test --filter CatalogDocsTests
            """)
        for id in RuleID.allCases { #expect(list.contains("`\(id.rawValue)`")) }
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
