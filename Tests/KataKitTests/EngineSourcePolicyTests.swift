import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// `LearnerSourcePolicy` on what swiftc really parsed (`-dump-ast` of a learner's module against
/// UIKitSim): each escape hatch is found at its line, however it is spelled or spread, and the same
/// letters in a string, a comment, a regex literal or an inactive `#if` branch are not code.
@Suite struct EngineSourcePolicyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        /// The refused constructs, as the refusal names them, each with its line inside `code`.
        let refused: [String]
        var testDescription: String { code.replacingOccurrences(of: "\n", with: "⏎") }
    }

    static let cases: [Case] = [
        Case(code: "func f() -> Int { unsafe g() }\n@unsafe func g() -> Int { 1 }", refused: ["`unsafe`@1", "`@unsafe`@2"]),
        Case(code: "@safe func g() {}", refused: ["`@safe`@1"]),
        Case(code: "@_cdecl(\"exit\") func leave() {}", refused: ["`@_cdecl`@1"]),
        Case(code: "@c(fwrite) func write() -> Int { 0 }", refused: ["`@c`@1"]),
        Case(code: "@_silgen_name(\"swift_retain\") func retain()", refused: ["`@_silgen_name`@1"]),
        Case(code: "@_extern(c, \"fwrite\") func fw(_ a: Int) -> Int", refused: ["`@_extern`@1"]),
        Case(code: "@used @section(\".init_array\") let hook: Int = 1", refused: ["`@used`@1", "`@section`@1"]),
        Case(code: "@_spi(Hidden) public func exposed() {}", refused: ["`@_spi`@1"]),
        Case(code: "@exclusivity(unchecked) var shared = 0", refused: ["`@exclusivity`@1"]),
        Case(code: "dynamic func a() {}\n@_dynamicReplacement(for: a) func b() {}", refused: ["`@_dynamicReplacement`@2"]),
        Case(code: "@main enum Entry { static func main() {} }", refused: ["`@main`@1"]),
        Case(code: "@_cdecl(\n  \"exit\"\n)\nfunc leave() {}", refused: ["`@_cdecl`@1"]),
        Case(code: "#if os(Linux)\n@_cdecl(\"exit\") func leave() {}\n#endif", refused: ["`@_cdecl`@2"]),
        Case(code: "@testable import UIKitSim", refused: ["`@testable import UIKitSim`@1"]),
        Case(code: "@_spi(Simulator)\nimport UIKitSim", refused: ["`@_spi import UIKitSim`@2"]),
        Case(code: "@_implementationOnly import Foundation", refused: ["`@_implementationOnly import Foundation`@1"]),
        Case(code: "import Testing", refused: ["`import Testing`@1"]),
        Case(code: "import class XCTest.XCTestCase", refused: ["`import XCTest.XCTestCase`@1"]),
        // Not code: the same letters as text, and an inactive branch.
        Case(code: "let a = \"@_cdecl unsafe @main\"\nlet r = #/@_silgen_name/#\n// @testable import UIKitSim", refused: []),
        Case(code: "#if canImport(UIKit)\n@testable import UIKit\n@_cdecl(\"x\") func x() {}\n#else\nimport UIKitSim\n#endif", refused: []),
        Case(code: "let unsafe = 1\nlet safe = unsafe + 1", refused: []),
        Case(code: "import Foundation\nimport UIKitSim\n@MainActor final class Box {}", refused: []),
    ]

    @Test(arguments: cases)
    func refusesWhatTheCompilerParsed(_ testCase: Case) throws {
        let toolchain = try EngineFixture.toolchain.get()
        let work = try EngineFixture.temporaryDirectory("policy")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("Learner.swift")
        try Data(testCase.code.utf8).write(to: file)
        let searchPath = try #require(GraderBuild.learnerSearchPath(toolchain: toolchain, cacheDirectory: nil, fallback: work))
        let compilation = GraderCompilation(toolchain: toolchain, cacheDirectory: nil, layout: .init(work: work),
                                            deadline: Date().addingTimeInterval(60))
        let dump = try #require(compilation.astDump(sources: [file], searchPath: searchPath))
        let found = LearnerSourcePolicy.refusals(inDump: dump, fileName: "Learner.swift", source: testCase.code)
        #expect(found.map { "\($0.construct)@\($0.line)" }.sorted() == testCase.refused.sorted(), "\(dump.prefix(2000))")
    }

    /// The text test is a cheap gate before the dump: it may say yes too often, never too rarely.
    @Test(arguments: cases)
    func theTextGateLetsEveryRefusedCaseThrough(_ testCase: Case) {
        if !testCase.refused.isEmpty, !testCase.code.contains("import Testing"), !testCase.code.contains("import class XCTest") {
            #expect(LearnerSourcePolicy.needsSyntaxCheck(testCase.code))
        }
    }

    @Test func moduleTraceNamesWhatMayNotLoad() {
        let trace = #"{"swiftmodules": ["/t/Foundation.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", "/m/UIKitSim.swiftmodule", "/t/Testing.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", "/t/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule"]}"#
        #expect(LearnerSourcePolicy.unloadableModules(inTrace: Data(trace.utf8)) == ["Testing"])
        #expect(LearnerSourcePolicy.unloadableModules(inTrace: Data("not json".utf8)) == nil)
    }
}
