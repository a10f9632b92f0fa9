import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Grades real learner files (starters, solutions, fixtures) through the real runner library, so
/// kata tests prove what a learner would see. Shared by every kata's grader tests.
///
/// The runtime the files link against is the one of the scratch path the tests run from
/// (see `EngineFixture`).
enum KataFixtures {
    static let root = TestBuild.projectRoot

    static let project = Project(root: root)

    /// The runtime the tests run against: the one in the scratch path these tests were built in
    /// (`make test` builds it first; `ensureRuntime` rebuilds it there if stale), shared with the
    /// engine's tests.
    static var toolchain: Result<Toolchain, Error> { EngineFixture.toolchain }

    /// Grades `file` against `kata` with no result cache (every verdict is fresh).
    static func grade(_ file: URL, kata: KataSpec) throws -> KataResult {
        let toolchain = try toolchain.get()
        return Grader(toolchain: toolchain, cacheDirectory: nil)
            .grade(GradeRequest(kata: kata, learnerFile: file, displayPath: project.displayPath(for: file)))
    }

    /// The base names of the `@Test` functions in a grader's source folder
    /// (`Sources/KataGraders/<folder>`), read from the source text: a kata's `checks` must list
    /// exactly these, or a check would run without counting (or be required and never run).
    static func graderTestNames(folder: String) -> Set<String> {
        let dir = root.appendingPathComponent("Sources/KataGraders/\(folder)")
        let files = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        var names = Set<String>()
        for file in files where file.pathExtension == "swift" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("@Test") else { continue }
                guard let funcRange = trimmed.range(of: "func ") else { continue }
                let name = trimmed[funcRange.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The kata's starter or solution file.
    static func learnerFile(of kata: KataSpec) -> URL { project.url(kata.learnerFile) }
    static func solutionFile(of kata: KataSpec) -> URL { project.url(kata.solutionFile) }

    /// A readable account of a result, for test failure messages.
    static func describe(_ result: KataResult) -> String {
        var lines = ["\(result.kata): \(result.status.rawValue)" + (result.error.map { " — \($0)" } ?? "")]
        for check in result.checks where check.status == .fail {
            let mistake = check.finding?.mistake.map { " [\($0)]" } ?? ""
            lines.append("  ✗ \(check.name) \(check.rules.map(\.rawValue))\(mistake): \(check.message)")
        }
        lines += result.compileDiagnostics.prefix(5).map { "  compile: \($0.message)" }
        return lines.joined(separator: "\n")
    }

    /// Rules cited by failing checks.
    static func citedRules(_ result: KataResult) -> Set<String> {
        Set(result.checks.filter { $0.status == .fail }.flatMap(\.rules).map(\.rawValue))
    }

    /// Mistake IDs the failing checks recognised.
    static func recognisedMistakes(_ result: KataResult) -> Set<String> {
        Set(result.checks.filter { $0.status == .fail }.compactMap { $0.finding?.mistake })
    }

    /// The standard expectations of a kata's grader tests, shared so every kata asserts the same.
    static func expectFails(_ result: KataResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == .fail, "\(describe(result))", sourceLocation: sourceLocation)
    }

    static func expectPasses(_ result: KataResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == .pass, "\(describe(result))", sourceLocation: sourceLocation)
        #expect(result.checks.count == result.checks.filter { $0.status == .pass }.count, sourceLocation: sourceLocation)
    }

    /// Every failing check cites only rules its `CheckSpec` allows (what the hint ladder relies on).
    static func expectCitesOnlySpecRules(_ result: KataResult, kata: KataSpec, sourceLocation: SourceLocation = #_sourceLocation) {
        for check in result.checks where check.status == .fail {
            let allowed = Set(kata.checks.first { $0.name == check.name }?.rules ?? [])
            #expect(Set(check.rules).isSubset(of: allowed), "\(check.name) cites \(check.rules.map(\.rawValue))",
                    sourceLocation: sourceLocation)
        }
    }

    /// Every failing check's message is a key of the kata's manifest, in English and Simplified
    /// Chinese, and its arguments fill every `{placeholder}` (no prose travels in a finding).
    static func expectKnownMessages(_ result: KataResult, kata: KataSpec, sourceLocation: SourceLocation = #_sourceLocation) {
        let messages = kata.manifest?.messages ?? [:]
        for check in result.checks where check.status == .fail {
            guard let message = check.finding?.message else { continue }
            for language in ["en", "zh-Hans"] {
                let text = messages[language]?[message.key]
                #expect(text != nil, "\(kata.id).\(message.key) has no \(language) text", sourceLocation: sourceLocation)
                let missing = KataMessageTests.placeholders(text ?? "").subtracting(message.arguments.keys)
                #expect(missing.isEmpty, "\(kata.id).\(message.key) (\(language)) lacks arguments \(missing)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
