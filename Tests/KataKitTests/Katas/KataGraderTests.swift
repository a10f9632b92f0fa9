import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Every kata of the manifests, graded through the runner: its starter fails, its reference and
/// every alternative solution pass, and each catalogued mistake fails citing its rules and naming
/// the mistake (`KataFixture.problems(with:)`, the same judgement `kata dev check` uses). Driven by
/// the manifests, so a new kata is covered by adding its folders.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataGraderTests {
    static let root = TestBuild.projectRoot

    @Test(arguments: Katas.all.map(\.id))
    func starterFails(_ id: String) throws {
        let kata = Katas.named(id)
        let result = try KataFixtures.grade(KataFixtures.learnerFile(of: kata), kata: kata)
        KataFixtures.expectFails(result)
        KataFixtures.expectCitesOnlySpecRules(result, kata: kata)
        KataFixtures.expectKnownMessages(result, kata: kata)
    }

    @Test(arguments: Katas.all.map(\.id))
    func solutionPasses(_ id: String) throws {
        let kata = Katas.named(id)
        KataFixtures.expectPasses(try KataFixtures.grade(KataFixtures.solutionFile(of: kata), kata: kata))
    }

    /// The manifest's checks are exactly the grader suite's `@Test` functions, so none runs
    /// uncounted and none is required that never runs; each check cites only the kata's rules.
    @Test(arguments: Katas.all.map(\.id))
    func checksAreTheGraderFunctions(_ id: String) throws {
        let kata = Katas.named(id)
        let names = KataFixtures.graderTestNames(folder: id)
        #expect(!names.isEmpty, "no @Test functions in Sources/KataGraders/\(id)")
        #expect(Set(kata.checks.map(\.name)) == names)
        #expect(kata.checks.allSatisfy { !$0.rules.isEmpty && Set($0.rules).isSubset(of: kata.rules) })
    }

    @Test(arguments: Katas.all.map(\.id))
    func fixturesArePresent(_ id: String) {
        let kata = Katas.named(id)
        #expect(KataFixture.all(.alternative, of: kata, root: Self.root).count >= 2)
        #expect(KataFixture.all(.mistake, of: kata, root: Self.root).count >= 4)
    }

    /// One case per alternative correct solution (written differently from the reference).
    @Test(arguments: Katas.all.flatMap { KataFixture.all(.alternative, of: $0, root: root) })
    func alternativePasses(_ fixture: KataFixture) throws {
        let kata = Katas.named(fixture.kata)
        let result = try KataFixtures.grade(fixture.url, kata: kata)
        #expect(fixture.problems(with: result).isEmpty, "\(fixture): \(fixture.problems(with: result))")
    }

    /// One case per fixture, named after the mistake it makes (e.g. `A5-adds-wrong-view`).
    @Test(arguments: Katas.all.flatMap { KataFixture.all(.mistake, of: $0, root: root) })
    func mistakeIsCaught(_ fixture: KataFixture) throws {
        let kata = Katas.named(fixture.kata)
        let result = try KataFixtures.grade(fixture.url, kata: kata)
        #expect(fixture.problems(with: result).isEmpty, "\(fixture): \(fixture.problems(with: result))")
        KataFixtures.expectCitesOnlySpecRules(result, kata: kata)
        KataFixtures.expectKnownMessages(result, kata: kata)
    }

    /// Every mistake fixture names a mistake of `docs/spec/mistakes.md` (or `none`).
    @Test func everyCitedMistakeIsCatalogued() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/spec/mistakes.md"), encoding: .utf8)
        var known = Set<String>()
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## "), let letter = line.dropFirst(3).first, letter.isUppercase { section = String(letter) }
            if line.hasPrefix("**"), let number = line.dropFirst(2).split(separator: ".").first, Int(number) != nil {
                known.insert(section + number)
            }
        }
        #expect(known.contains("A5") && known.contains("H45"))
        for kata in Katas.all {
            for fixture in KataFixture.all(.mistake, of: kata, root: Self.root) {
                if let mistake = fixture.mistake { #expect(known.contains(mistake), "\(fixture) cites unknown mistake \(mistake)") }
            }
        }
    }
}
