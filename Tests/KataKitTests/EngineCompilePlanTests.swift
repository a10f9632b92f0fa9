import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The learned compile plan (swiftc's jobs replayed without the drivers) gives the same verdicts
/// as plain swiftc, recovers from a remembered library list that is too short, and falls back to
/// swiftc when a plan is stale.
@Suite struct EngineCompilePlanTests {
    static func grade(_ name: String, cache: URL) throws -> KataResult {
        // About linking: the object check is not the subject.
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache, symbolCheck: .off)
        return grader.grade(GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file(name), displayPath: EngineFixture.displayPath(name)))
    }

    static func plans(_ cache: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("plans"), includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
    }

    @Test func plannedCompilesGiveTheSameVerdictsAsSwiftc() throws {
        let cache = try EngineFixture.temporaryDirectory("plan")
        defer { try? FileManager.default.removeItem(at: cache) }
        for name in ["solution", "starter", "compile-error", "contract-broken"] {
            var planned = try Self.grade(name, cache: cache)
            var plain = try EngineFixture.grade(name)  // no cache folder: plain swiftc
            planned.duration = 0
            plain.duration = 0
            #expect(planned == plain, "\(name)")
        }
        let files = Self.plans(cache).map(\.lastPathComponent)
        #expect(files.contains { $0.hasSuffix(".json") })
        #if !os(Linux)
        // Off ELF, the library list is extracted once and remembered (see RuntimeLinkage).
        #expect(files.contains { $0.hasSuffix(".autolink") })
        #endif
    }

    #if os(Linux)
    /// The link names only libraries the runtime does not load itself (RuntimeLinkage): one the
    /// learner imports on top (RegexBuilder) must still be linked, or the program would
    /// not start.
    @Test func aLibraryTheRuntimeDoesNotLoadIsStillLinked() throws {
        let cache = try EngineFixture.temporaryDirectory("plan-libs")
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(try Self.grade("solution", cache: cache).status == .pass)
        #expect(try Self.grade("extra-import", cache: cache).status == .pass)
    }
    #else
    @Test func aLibraryMissingFromTheRememberedListIsExtractedAgain() throws {
        let cache = try EngineFixture.temporaryDirectory("plan-libs")
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(try Self.grade("solution", cache: cache).status == .pass)
        let list = try #require(Self.plans(cache).first { $0.pathExtension == "autolink" })
        // Keep only the core library: anything else the grader needs must be found again.
        try Data("-lswiftCore\n".utf8).write(to: list)
        #expect(try Self.grade("extra-import", cache: cache).status == .pass)
        let relearned = String(decoding: try Data(contentsOf: list), as: UTF8.self)
        #expect(relearned.contains("-lTesting"))
    }
    #endif

    @Test func aStalePlanFallsBackToSwiftcAndIsForgotten() throws {
        let cache = try EngineFixture.temporaryDirectory("plan-stale")
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(try Self.grade("starter", cache: cache).status == .fail)
        // The link's plan (its last job is the linker, not the frontend): every grading replays it.
        // (Which plan a directory lists first is arbitrary; the learner's dump plan, say, is not
        // replayed for a file that does not need the dump.)
        let planFile = try #require(Self.plans(cache).filter { $0.pathExtension == "json" }.first { file in
            guard let plan = try? JSONDecoder().decode(CompilePlan.self, from: Data(contentsOf: file)),
                  let last = plan.jobs.last else { return false }
            return !CompilePlan.isFrontend(last)
        })
        var plan = try JSONDecoder().decode(CompilePlan.self, from: Data(contentsOf: planFile))
        plan.jobs[plan.jobs.count - 1][0] = "/no/such/linker"
        try JSONEncoder().encode(plan).write(to: planFile)
        let result = try Self.grade("solution", cache: cache)
        #expect(result.status == .pass)
        let reloaded = try? JSONDecoder().decode(CompilePlan.self, from: Data(contentsOf: planFile))
        #expect(reloaded?.jobs.last?.first != "/no/such/linker")
    }

    @Test func shellWordsReadsBothDriversQuoting() {
        #expect(ShellWords.split("/bin/swift-frontend -c '/tmp/sp ace/a.swift' -I /x") == ["/bin/swift-frontend", "-c", "/tmp/sp ace/a.swift", "-I", "/x"])
        #expect(ShellWords.split(#" "/usr/bin/ld.lld" "-o" "/tmp/a \"b\"" "@/t/x.autolink""#) == ["/usr/bin/ld.lld", "-o", "/tmp/a \"b\"", "@/t/x.autolink"])
        #expect(ShellWords.split("a\\ b c") == ["a b", "c"])
        #expect(ShellWords.split("''") == [""])
    }
}
