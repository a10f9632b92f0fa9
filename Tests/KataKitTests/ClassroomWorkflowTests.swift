import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The shipped GitHub Actions workflow stays in step with the runner: it calls scripts and
/// options that exist, and uploads the very file `kata verify` writes. (The commands themselves
/// are exercised end to end by JUnitSchemaTests and the install script by every CI run.)
@Suite struct ClassroomWorkflowTests {
    static let workflow = EngineFixture.project.url(".github/workflows/check-solution.yml")

    static func runLines() throws -> [String] {
        try String(contentsOf: workflow, encoding: .utf8).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("run:") }
            .map { String($0.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func scriptsItCallsExistAndAreExecutable() throws {
        let scripts = try Self.runLines().flatMap { $0.split(separator: " ") }.filter { $0.hasPrefix("scripts/") }
        #expect(!scripts.isEmpty)
        for script in scripts {
            #expect(FileManager.default.isExecutableFile(atPath: EngineFixture.project.url(String(script)).path), "\(script)")
        }
    }

    @Test func verifyWritesJUnitToTheUploadedPath() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let verify = try #require(try Self.runLines().first { $0.contains("kata verify") })
        let words = verify.split(separator: " ").map(String.init)
        let format = try #require(words.firstIndex(of: "--format"))
        let output = try #require(words.firstIndex(of: "--output"))
        #expect(words[format + 1] == "junit")
        #expect(text.contains("path: \(words[output + 1])"))
        #expect(text.contains("if: always()"), "the report is uploaded even when a kata fails")
    }

    @Test func installScriptInstallsWhatTheTestsNeed() throws {
        let script = try String(contentsOf: EngineFixture.project.url("scripts/install-ci-tools.sh"), encoding: .utf8)
        #expect(script.contains("bubblewrap") && script.contains("libxml2-utils"))
    }
}
