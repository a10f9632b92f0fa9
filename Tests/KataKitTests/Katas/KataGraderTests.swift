import Foundation
import Testing
import KataCatalog
@testable import KataKit

/// Every kata of `Katas.all`, graded through the runner: its starter fails, its reference and
/// every alternative solution pass, and each catalogued mistake fails citing its rules and naming
/// the mistake. Driven by the catalog, so a new kata is covered by adding its spec and fixtures.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataGraderTests {
    @Test(arguments: Katas.all.map(\.id))
    func starterFails(_ id: String) throws {
        let kata = try #require(Katas.spec(id: id))
        let result = try KataFixtures.grade(KataFixtures.learnerFile(of: kata), kata: kata)
        KataFixtures.expectFails(result)
        KataFixtures.expectCitesOnlySpecRules(result, kata: kata)
    }

    @Test(arguments: Katas.all.map(\.id))
    func solutionPasses(_ id: String) throws {
        let kata = try #require(Katas.spec(id: id))
        KataFixtures.expectPasses(try KataFixtures.grade(KataFixtures.solutionFile(of: kata), kata: kata))
    }

    /// The spec's checks are exactly the grader suite's `@Test` functions, so none runs uncounted
    /// and none is required that never runs; each check cites only the kata's rules.
    @Test(arguments: Katas.all.map(\.id))
    func checksAreTheGraderFunctions(_ id: String) throws {
        let kata = try #require(Katas.spec(id: id))
        let folder = String(kata.graderSuite.dropLast("Grader".count))
        let names = KataFixtures.graderTestNames(folder: folder)
        #expect(!names.isEmpty, "no @Test functions in Sources/KataGraders/\(folder)")
        #expect(Set(kata.checks.map(\.name)) == names)
        #expect(kata.checks.allSatisfy { !$0.rules.isEmpty && Set($0.rules).isSubset(of: kata.rules) })
    }

    @Test(arguments: Katas.all.map(\.id))
    func fixturesArePresent(_ id: String) {
        #expect(KataFixtures.fixtures("Alternatives", kata: id).count >= 2)
        #expect(!KataFixtures.fixtures("Mistakes", kata: id).isEmpty)
    }

    /// One case per alternative correct solution (written differently from the reference).
    @Test(arguments: Katas.all.flatMap { KataFixtures.fixtures("Alternatives", kata: $0.id) })
    func alternativePasses(_ fixture: KataFixtures.Fixture) throws {
        let kata = try #require(Katas.spec(id: fixture.kata))
        KataFixtures.expectPasses(try KataFixtures.grade(fixture.url, kata: kata))
    }

    /// One case per fixture, named after the mistake it makes (e.g. `A5-adds-wrong-view`).
    @Test(arguments: Katas.all.flatMap { KataFixtures.fixtures("Mistakes", kata: $0.id) })
    func mistakeIsCaught(_ fixture: KataFixtures.Fixture) throws {
        let kata = try #require(Katas.spec(id: fixture.kata))
        let result = try KataFixtures.grade(fixture.url, kata: kata)
        KataFixtures.expectCaught(result, fixture)
        KataFixtures.expectCitesOnlySpecRules(result, kata: kata)
    }
}
