import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The shipped English catalog is complete: every rule and kata has its words.
@Suite struct CatalogTextTests {
    let english = TextTable.load(language: "en")

    @Test func theShippedTextsAreFoundAndLoadCleanly() {
        #expect(english.language == "en")
        #expect(english.availableLanguages.contains("en"))
        // rules.json and the runner's messages.json are all present and valid.
        #expect(english.warnings.isEmpty, "\(english.warnings)")
        #expect(english.message("engine.compilerNotFound") != "engine.compilerNotFound")
    }

    @Test(arguments: RuleID.allCases)
    func everyRuleHasCompleteEnglishText(_ id: RuleID) {
        let text = english.rule(id)
        #expect(text.title != id.rawValue, "no title for \(id.rawValue)")
        #expect(!text.title.contains("\n"), "a title is one line")
        #expect(!text.explanation.isEmpty)
        #expect(!text.symptom.isEmpty)
        #expect(!text.wrong.isEmpty)
        #expect(!text.right.isEmpty)
        #expect(text.wrong != text.right, "the right example must differ from the wrong one")
        #expect(text.hints.count >= 3)
        #expect(Set(text.hints).count == text.hints.count, "hints must not repeat")
        #expect(text.hints.allSatisfy { !$0.isEmpty })
        #expect(!text.guide.isEmpty)
    }

    @Test(arguments: RuleID.allCases)
    func explanationsAreTwoToFourSentences(_ id: RuleID) {
        // A sentence ends with ". " or the final "." (method names like `addChild(_:)` have no ". ").
        let explanation = english.rule(id).explanation
        let sentences = explanation.components(separatedBy: ". ").count
        #expect((2...4).contains(sentences), "\(id.rawValue): \(sentences) sentences")
        #expect(explanation.hasSuffix("."))
    }

    @Test func rulesJSONNamesNoUnknownRule() throws {
        let url = CatalogFixtures.sourceTexts.appendingPathComponent("en/rules.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let keys = Set(try #require(object["rules"] as? [String: Any]).keys)
        #expect(keys == Set(RuleID.allCases.map(\.rawValue)))
        #expect(english.unknownRuleKeys.isEmpty)
        let groups = Set(try #require(object["groups"] as? [String: Any]).keys)
        #expect(groups == Set(RuleGroup.allCases.map(\.rawValue)))
    }

    @Test func everyGroupHasAHeading() {
        for group in RuleGroup.allCases { #expect(english.group(group) != group.rawValue) }
    }

    /// Every kata's manifest is a kata of the spec `docs/spec/katas.md`, with a one-line title and
    /// summary in English.
    @Test func everyManifestIsAKataOfTheSpecWithTitleAndSummary() throws {
        let markdown = try CatalogFixtures.spec("katas.md")
        let ids = Set(markdown.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### `") else { return nil }
            return line.dropFirst(5).split(separator: "`").first.map(String.init)
        })
        #expect(ids.count >= 15)
        #expect(Katas.all.count >= 6)
        for spec in Katas.all {
            #expect(ids.contains(spec.id), "\(spec.id) is not a kata of docs/spec/katas.md")
            let text = english.kata(spec.id)
            #expect(text.title != spec.id, "no title for kata \(spec.id)")
            #expect(!text.summary.isEmpty)
            #expect(!text.summary.contains("\n"), "a summary is one line")
        }
    }
}

/// Paths and temp folders shared by the Catalog*Tests (kept here so the catalog's tests stay
/// in their own Catalog*Tests files).
enum CatalogFixtures {
    static let projectRoot = TestBuild.projectRoot

    /// The shipped texts in the source tree (what the bundle copies).
    static let sourceTexts = projectRoot.appendingPathComponent("Sources/KataKit/Texts")

    /// A spec the project was built against, as the project keeps it (`docs/spec/`).
    static func spec(_ name: String) throws -> String {
        try String(contentsOf: projectRoot.appendingPathComponent("docs/spec/\(name)"), encoding: .utf8)
    }

    /// A fresh temp folder holding a copy of the shipped English texts; removed by `cleanUp`.
    static func textsFolderWithEnglish() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sourceTexts.appendingPathComponent("en"),
                                         to: folder.appendingPathComponent("en"))
        return folder
    }

    static func write(_ text: String, to folder: URL, _ language: String, _ file: String) throws {
        let directory = folder.appendingPathComponent(language)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent(file))
    }

    static func cleanUp(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
