import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// Failing verdicts point at the right line on mistakes the graders were never tuned to (issue 19
/// item 2; measured in docs/notes/locator-score.md). Each case under `Fixtures/Locator/<kata-id>/` is a whole learner file with one planted
/// mistake; a person marked the lines a learner should be sent to with `// locate-here` (the wrong
/// call; for a missing call, the lines around the gap where it belongs, inside the method that
/// should make it; for a missing override, the type's declaration). `// batch: N` says when the
/// case was written: each batch by someone who had not seen the locator, scored once against the
/// locator frozen before it was seen (the numbers are in docs/notes/locator-score.md).
/// Ground truth is the person's marker, never the grader.
@Suite(.serialized) struct KataLocatorScoreTests {
    static let root = TestBuild.projectRoot
    static let folder = root.appendingPathComponent("Tests/KataKitTests/Fixtures/Locator")

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let batch: Int
        let acceptable: Set<Int>
        let status: KataResult.Status
        let location: Finding.Location?
        var failed: Bool { status == .fail }
        var hit: Bool { location.map { acceptable.contains($0.line) } ?? false }
        var description: String {
            "\(name): \(location.map { "line \($0.line)" } ?? "no location") — marked \(acceptable.sorted())"
        }
    }

    /// The marked lines (1-based) and the batch of one case's text.
    static func markers(_ text: String) -> (lines: Set<Int>, batch: Int) {
        var lines = Set<Int>(), batch = 1
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.contains("// locate-here") { lines.insert(index + 1) }
            if line.hasPrefix("// batch:"), let n = Int(line.dropFirst("// batch:".count).trimmingCharacters(in: .whitespaces)) { batch = n }
        }
        return (lines, batch)
    }

    /// Every case, graded through the real runner: two at a time (the machines that run this
    /// have two cores, and compiling one case leaves the other idle), kept in folder order.
    static func gradeAll() throws -> [Case] {
        let katas = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var found: [(id: String, kata: KataSpec, url: URL)] = []
        for id in katas {
            guard let kata = Katas.all.first(where: { $0.id == id }) else {
                Issue.record("Locator/\(id) names no kata")
                continue
            }
            let dir = folder.appendingPathComponent(id)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".swift") {
                found.append((id, kata, dir.appendingPathComponent(file)))
            }
        }
        let work = found
        let graded = ClassroomLocked<[Int: Result<Case, any Error>]>([:])
        let lanes = 2
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: work.count, by: lanes) {
                let (id, kata, url) = work[index]
                let outcome = Result { () throws -> Case in
                    let (lines, batch) = markers(try String(contentsOf: url, encoding: .utf8))
                    let result = try KataFixtures.grade(url, kata: kata)
                    let first = result.checks.first { $0.status == .fail }
                    return Case(name: "\(id)/\(url.lastPathComponent)", batch: batch, acceptable: lines,
                                status: result.status, location: first?.location)
                }
                graded.mutate { $0[index] = outcome }
            }
        }
        let outcomes = graded.value
        let cases = try work.indices.map { try outcomes[$0]!.get() }
        for unmarked in cases where unmarked.acceptable.isEmpty {
            Issue.record("\(unmarked.name) marks no line")
        }
        return cases
    }

    /// The share the locator must not fall below.
    static let floor = 0.87

    static func score(_ cases: [Case]) -> (hits: Int, total: Int) {
        let failing = cases.filter(\.failed)
        return (failing.filter(\.hit).count, failing.count)
    }

    @Test func failingVerdictsPointAtTheMarkedLine() throws {
        let cases = try Self.gradeAll()
        let passing = cases.filter { !$0.failed }.map { "\($0.name): \($0.status.rawValue)" }
        for batch in Set(cases.map(\.batch)).sorted() {
            let (hits, total) = Self.score(cases.filter { $0.batch == batch })
            print("locator-score batch \(batch): \(hits)/\(total) = \(total == 0 ? 0 : hits * 100 / total)% on the marked line")
        }
        let (hits, total) = Self.score(cases)
        let misses = cases.filter { $0.failed && !$0.hit }.map(\.description).joined(separator: "\n")
        print("locator-score all: \(hits)/\(total)\nmisses:\n\(misses)\nnot failing:\n\(passing.joined(separator: "\n"))")
        #expect(total >= 1679, "only \(total) cases fail; not failing:\n\(passing.joined(separator: "\n"))")
        // A ratchet just under the score over every batch (docs/notes/locator-score.md, stop 40:
        // 1493 of 1679 = 88.9% with batches 25–35, whose 493 of 543 = 90.8% were scored once
        // before the locator saw them); the issue's target is 90% on cases nobody tuned to.
        #expect(Double(hits) >= Self.floor * Double(total), "\(hits) of \(total) failing verdicts on a marked line; misses:\n\(misses)")
    }
}
