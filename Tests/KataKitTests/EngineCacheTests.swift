import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// An unchanged file is neither recompiled nor re-run; any change to what the verdict depends on
/// grades again.
@Suite struct EngineCacheTests {
    @Test func secondGradeOfUnchangedFileComesFromTheCache() throws {
        let cache = try EngineFixture.temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache)
        let request = GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("starter"), displayPath: "starter.swift")
        let first = grader.grade(request)
        let second = grader.grade(request)
        #expect(first.cached == false)
        #expect(first.status == .fail)
        #expect(second.cached == true)
        #expect(second.duration == 0)
        var firstWithoutTiming = first
        firstWithoutTiming.cached = true
        firstWithoutTiming.duration = 0
        #expect(second == firstWithoutTiming)
        // The attempt's build folder is gone: only verdicts are kept.
        let attempts = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("attempts").path)) ?? []
        #expect(attempts.isEmpty)
    }

    @Test func changingOneByteGradesAgain() throws {
        let cache = try EngineFixture.temporaryDirectory("cache-edit")
        defer { try? FileManager.default.removeItem(at: cache) }
        let learner = cache.appendingPathComponent("ContainerViewController.swift")
        var source = try Data(contentsOf: EngineFixture.file("solution"))
        try source.write(to: learner)
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache)
        let request = GradeRequest(kata: EngineFixture.kata, learnerFile: learner, displayPath: "ContainerViewController.swift")
        #expect(grader.grade(request).status == .pass)
        #expect(grader.grade(request).cached == true)

        // One byte: the newline that ends the solution's comment before `content.didMove(toParent:
        // self)` becomes a space, so that call is part of the comment.
        let comment = try #require(source.firstRange(of: Data("the move finished.\n".utf8)))
        source[comment.upperBound - 1] = UInt8(ascii: " ")
        try source.write(to: learner)
        let edited = grader.grade(request)
        #expect(edited.cached == false)
        #expect(edited.status == .fail)
        #expect(edited.brokenRules == [.didMoveAfterView])
    }

    @Test func differentLimitsOrContractAreDifferentKeys() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let source = Data("final class C {}".utf8)
        let base = GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("solution"))
        var longer = base
        longer.limits.timeout = 99
        let otherKata = KataSpec(id: EngineFixture.kata.id, learnerFile: "", solutionFile: "", graderSuite: EngineFixture.kata.graderSuite,
                                 contractSource: EngineFixture.contractSource + "\n// changed",
                                 checks: EngineFixture.kata.checks, rules: [])
        var otherContract = base
        otherContract.kata = otherKata
        func key(_ request: GradeRequest, toolchain: Toolchain = toolchain, language: String = "en", version: String = "1") -> String {
            ResultCache.key(request: request, source: source, contract: request.kata.contractSource, toolchain: toolchain,
                            wrapper: nil, language: language, toolVersion: version)
        }
        let keys = [base, longer, otherContract].map { key($0) }
        #expect(Set(keys).count == 3)
        #expect(key(base) == keys[0])
        var newerCompiler = toolchain
        newerCompiler.version += " (patched)"
        #expect(key(base, toolchain: newerCompiler) != keys[0])
        // A verdict holds words: another language or another version of the tool is another key.
        #expect(key(base, language: "zh-Hans") != keys[0])
        #expect(key(base, version: "2") != keys[0])
    }

    /// A time-out is the file's verdict under the limits in the key (issue 14): cached, so a class
    /// re-run does not wait for a stalling file again.
    @Test func hangsAreCachedAsVerdicts() throws {
        let cache = try EngineFixture.temporaryDirectory("cache-hang")
        defer { try? FileManager.default.removeItem(at: cache) }
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache)
        let request = GradeRequest(kata: EngineFixture.kata, learnerFile: EngineFixture.file("hang"), displayPath: "hang.swift",
                                   limits: RunLimits(timeout: 1))
        #expect(grader.grade(request).status == .error)
        let results = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("results").path)) ?? []
        #expect(results.count == 1)
        #expect(grader.grade(request).cached)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(Digest.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Digest.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(Digest.hex(of: long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Many whole blocks straight from memory (FIPS 180-2's million "a").
        #expect(Digest.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Fed in pieces that straddle block boundaries (1, 63, 64, 65 bytes…) or as a non-contiguous
    /// sequence, the digest is the one of the whole.
    @Test(arguments: [1, 7, 63, 64, 65, 200])
    func sha256OfPiecesIsTheDigestOfTheWhole(pieceSize: Int) {
        let whole = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var pieces = Digest()
        for start in stride(from: 0, to: whole.count, by: pieceSize) {
            pieces.update(whole[start..<min(start + pieceSize, whole.count)])
        }
        var lazy = Digest()
        lazy.update(whole.lazy.map { $0 })
        let expected = Digest.hex(of: whole)
        #expect(Digest.hex(pieces.finish()) == expected)
        #expect(Digest.hex(lazy.finish()) == expected)
    }
}
