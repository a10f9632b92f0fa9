import Testing
import Foundation
@testable import KataCatalog

/// The rule catalog in code (`RuleID`, in order, with each rule's group and mistakes) is exactly
/// the project's spec `docs/spec/rules.md`: no ID renamed, lost or reordered.
@Test func ruleIDsMatchTheSpecCatalog() throws {
    let rulesFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/spec/rules.md")
    let text = try String(contentsOf: rulesFile, encoding: .utf8)
    var rows: [(id: String, group: String, mistakes: [String])] = []
    var group = ""
    for line in text.split(separator: "\n").map(String.init) {
        if line.hasPrefix("| **") { group = String(line.dropFirst(4).prefix { $0 != "*" }); continue }
        guard line.hasPrefix("| `") else { continue }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let id = String(cells[0].dropFirst().prefix { $0 != "`" })
        let mistakes = cells.last!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "—" && !$0.isEmpty }
        rows.append((id, group, mistakes))
    }
    #expect(rows.count > 40)
    #expect(RuleID.allCases.map(\.rawValue) == rows.map(\.id))
    let headings: [RuleGroup: String] = [
        .adding: "Adding a child", .removing: "Removing a child", .transitioning: "Transitioning between children",
        .appearance: "Appearance", .delegating: "Delegating to children", .design: "Design", .presenting: "Presenting",
    ]
    for row in rows {
        guard let rule = RuleID(rawValue: row.id) else { continue }
        #expect(headings[rule.info.group] == row.group, "\(row.id) is in \(row.group) in rules.md")
        #expect(rule.info.mistakes == row.mistakes, "\(row.id): mistakes differ from rules.md")
    }
}

@Test func everyRuleHasInfo() {
    for rule in RuleID.allCases { #expect(!rule.info.guideSection.isEmpty) }
}

@Test func findingRoundTripsThroughAComment() {
    let finding = Finding(rules: [.addChildFirst], message: FindingMessage("quoted", ["x": "\"y\""]), expected: ["a"], actual: ["b"], mistake: "A6")
    #expect(Finding.decode(fromComment: "prefix " + finding.encodedComment) == finding)
    #expect(Finding.decode(fromComment: "no marker") == nil)
}
