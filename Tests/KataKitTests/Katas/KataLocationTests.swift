import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine
@testable import KataWorkbook

/// Failing verdicts point at the learner's line (issue 12): for every mistake fixture, the place
/// its first failing check names must lie on a line where the fixture differs from the kata's
/// reference solution, or — where the mistake is something missing — inside the function where
/// the missing lines belong. Ground truth comes from the diff, not from the grader. At least 90%.
@Suite(.serialized) struct KataLocationTests {
    static let root = TestBuild.projectRoot

    struct Sample: Sendable, CustomStringConvertible {
        let fixture: String
        let location: Finding.Location?
        let acceptable: Set<Int>
        var hit: Bool { location.map { acceptable.contains($0.line) } ?? false }
        var description: String { "\(fixture): \(location.map { "line \($0.line)" } ?? "no location") — accepted \(acceptable.sorted())" }
    }

    @Test func atLeastNinetyPercentPointAtTheMistakesLine() throws {
        var samples: [Sample] = []
        for kata in Katas.all {
            let solution = try String(contentsOf: Self.root.appendingPathComponent(kata.solutionFile), encoding: .utf8)
            for fixture in KataFixture.all(.mistake, of: kata, root: Self.root) {
                let result = try KataFixtures.grade(fixture.url, kata: kata)
                guard let first = result.checks.first(where: { $0.status == .fail }) else { continue }
                let text = try String(contentsOf: fixture.url, encoding: .utf8)
                samples.append(Sample(fixture: fixture.description, location: first.location,
                                      acceptable: Self.acceptableLines(fixture: text, solution: solution)))
            }
        }
        let hits = samples.filter(\.hit).count
        let ratio = Double(hits) / Double(max(samples.count, 1))
        let misses = samples.filter { !$0.hit }.map(\.description).joined(separator: "\n")
        #expect(samples.count >= 40)
        #expect(ratio >= 0.9, "\(hits) of \(samples.count) verdicts point at the mistake (\(Int(ratio * 100))%); misses:\n\(misses)")
        print("kata-location: \(hits)/\(samples.count) = \(Int(ratio * 100))% of failing verdicts point at the mistake's line")
    }

    /// Lines of `fixture` (1-based) that differ from `solution`, plus, for each place where
    /// solution lines are missing, every line of the fixture's function around that place.
    static func acceptableLines(fixture: String, solution: String) -> Set<Int> {
        let a = fixture.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let b = solution.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // Longest common subsequence table, then walk it to mark unmatched lines and deletion points.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changed = Set<Int>(), deletionPoints = Set<Int>()
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { i += 1; j += 1 }
            else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                if !b[j].isEmpty { deletionPoints.insert(min(i, a.count - 1)) }
                j += 1
            } else {
                if !a[i].isEmpty && !a[i].hasPrefix("//") { changed.insert(i) }
                i += 1
            }
        }
        var accepted = Set(changed.map { $0 + 1 })
        for point in deletionPoints { accepted.formUnion(enclosingFunction(of: point, in: a).map { $0 + 1 }) }
        for line in changed { accepted.formUnion(enclosingFunction(of: line, in: a).map { $0 + 1 }) }
        return accepted
    }

    /// The lines of the innermost `func`/`init`/`override` body around `line` (by braces), if any.
    static func enclosingFunction(of line: Int, in lines: [String]) -> ClosedRange<Int> {
        var start = line
        while start >= 0, !(lines[start].contains("func ") || lines[start].hasPrefix("init") || lines[start].contains(" init(")) { start -= 1 }
        guard start >= 0 else { return line...line }
        var depth = 0, end = start, opened = false
        for index in start..<lines.count {
            for character in lines[index] {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            end = index
            if opened && depth <= 0 { break }
        }
        return end >= line ? start...end : line...line
    }
}
