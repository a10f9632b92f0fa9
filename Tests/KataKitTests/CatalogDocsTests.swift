import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// docs/RULES.md and the READMEs' tables are generated from the catalog and the manifests and
/// must not drift from them. Regenerate: `make docs`.
@Suite struct CatalogDocsTests {
    let markdown = RuleCatalogRenderer(texts: TextTable.load(language: "en")).markdown()
    let file = CatalogFixtures.projectRoot.appendingPathComponent("docs/RULES.md")

    /// The catalog in each language: `docs/RULES.md` and `docs/RULES.zh-Hans.md`.
    @Test(arguments: [("docs/RULES.md", "en"), ("docs/RULES.zh-Hans.md", "zh-Hans")])
    func rulesDocIsUpToDate(_ path: String, _ language: String) throws {
        let texts = TextTable.load(language: language)
        #expect(texts.language == language)
        let markdown = RuleCatalogRenderer(texts: texts).markdown()
        let file = CatalogFixtures.projectRoot.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["KATA_WRITE_RULES_DOC"] == "1" {
            try Data(markdown.utf8).write(to: file)
        }
        let onDisk = try? String(contentsOf: file, encoding: .utf8)
        #expect(onDisk == markdown, "\(path) is out of date with the \(language) catalog. Regenerate it: make docs")
    }

    /// The README lists every rule (ID and title) from the same catalog, between markers.
    @Test func readmeRuleListIsUpToDate() throws {
        let list = RuleCatalogRenderer(texts: TextTable.load(language: "en")).readmeRuleList()
        try Self.expectSection(list, between: RuleCatalogRenderer.readmeMarkers, in: "README.md")
        for id in RuleID.allCases { #expect(list.contains("`\(id.rawValue)`")) }
    }

    /// Both READMEs list every kata of the manifests, in teaching order, in their language.
    @Test(arguments: [
        ("README.md", "en", ["#", "kata", "title", "what you practise"]),
        ("README.zh-Hans.md", "zh-Hans", ["#", "练习", "标题", "练什么"]),
    ])
    func readmeKataTableIsUpToDate(_ file: String, _ language: String, _ headers: [String]) throws {
        let texts = TextTable.load(language: language)
        #expect(texts.language == language)
        let table = KataTable.markdown(Katas.all, texts: texts, headers: headers)
        try Self.expectSection(table, between: KataTable.markers, in: file)
        for kata in Katas.all { #expect(table.contains("`\(kata.id)`")) }
    }

    /// `generated` is what stands between `markers` in `file`; `make docs` rewrites it.
    static func expectSection(
        _ generated: String, between markers: (begin: String, end: String), in file: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = CatalogFixtures.projectRoot.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(text.range(of: markers.begin), "\(file) lacks \(markers.begin)", sourceLocation: sourceLocation)
        let end = try #require(text.range(of: markers.end, range: begin.upperBound..<text.endIndex),
                               "\(file) lacks \(markers.end)", sourceLocation: sourceLocation)
        let section = "\n" + generated + "\n"
        if ProcessInfo.processInfo.environment["KATA_WRITE_RULES_DOC"] == "1" {
            try Data((String(text[..<begin.upperBound]) + section + String(text[end.lowerBound...])).utf8).write(to: url)
            return
        }
        #expect(String(text[begin.upperBound..<end.lowerBound]) == section,
                "\(file) is out of date with the catalog or the manifests: run `make docs`", sourceLocation: sourceLocation)
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
