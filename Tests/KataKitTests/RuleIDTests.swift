import Testing
import Foundation
@testable import KataCatalog

/// The rule IDs in code are exactly the IDs of `shared/rules.md`, none renamed or lost.
@Test func ruleIDsMatchTheSharedCatalog() throws {
    let rulesFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/rules.md")
    let text = try String(contentsOf: rulesFile, encoding: .utf8)
    let ids = text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    #expect(!ids.isEmpty)
    for id in ids { #expect(RuleID(rawValue: id) != nil, "rules.md has \(id), RuleID does not") }
    #expect(Set(RuleID.allCases.map(\.rawValue)).isSuperset(of: ids))
}

@Test func everyRuleHasInfo() {
    for rule in RuleID.allCases { #expect(!rule.info.guideSection.isEmpty) }
}

@Test func findingRoundTripsThroughAComment() {
    let finding = Finding(rules: [.addChildFirst], message: "x \"quoted\"", expected: ["a"], actual: ["b"], mistake: "A6")
    #expect(Finding.decode(fromComment: "prefix " + finding.encodedComment) == finding)
    #expect(Finding.decode(fromComment: "no marker") == nil)
}
