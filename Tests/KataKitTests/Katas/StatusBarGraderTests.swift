import Foundation
import Testing
import KataCatalog
@testable import KataKit

/// `status-bar` graded through the runner: the starter fails, the reference and every alternative
/// pass, and each catalogued mistake fails citing its rules and naming the mistake.
@Suite(.serialized) struct StatusBarGraderTests {
    static let kata = Katas.statusBar

    @Test func starterFails() throws {
        let result = try KataFixtures.grade(KataFixtures.learnerFile(of: Self.kata), kata: Self.kata)
        KataFixtures.expectFails(result)
        KataFixtures.expectCitesOnlySpecRules(result, kata: Self.kata)
    }

    @Test func solutionPasses() throws {
        KataFixtures.expectPasses(try KataFixtures.grade(KataFixtures.solutionFile(of: Self.kata), kata: Self.kata))
    }

    @Test func checksAreTheGraderFunctions() {
        let names = KataFixtures.graderTestNames(folder: "StatusBar")
        #expect(!names.isEmpty)
        #expect(Set(Self.kata.checks.map(\.name)) == names)
        #expect(Self.kata.checks.allSatisfy { !$0.rules.isEmpty && Set($0.rules).isSubset(of: Self.kata.rules) })
    }

    @Test func fixturesArePresent() {
        #expect(KataFixtures.fixtures("Alternatives", kata: Self.kata.id).count >= 2)
        #expect(!KataFixtures.fixtures("Mistakes", kata: Self.kata.id).isEmpty)
    }

    @Test(arguments: KataFixtures.fixtures("Alternatives", kata: "status-bar"))
    func alternativePasses(_ fixture: KataFixtures.Fixture) throws {
        KataFixtures.expectPasses(try KataFixtures.grade(fixture.url, kata: Self.kata))
    }

    /// One case per fixture, named after the mistake it makes (e.g. `E28-no-status-bar-update`).
    @Test(arguments: KataFixtures.fixtures("Mistakes", kata: "status-bar"))
    func mistakeIsCaught(_ fixture: KataFixtures.Fixture) throws {
        let result = try KataFixtures.grade(fixture.url, kata: Self.kata)
        KataFixtures.expectCaught(result, fixture)
        KataFixtures.expectCitesOnlySpecRules(result, kata: Self.kata)
    }
}
