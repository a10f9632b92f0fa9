import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// A throw-away workbook for the engine's runner fixture kata (`KATA_CATALOG=fixtures`) with the
/// `Passing` or `Failing` learner file, graded by the real `kata` binary against the runtime built
/// beside this test bundle. Shared by the schema and golden tests.
struct RunnerFixtureWorkbook {
    let root: URL
    let environment: [String: String]
    var kata: String { WorkbookCatalog.runnerFixture.id }

    init(learner: String) throws {
        let configuration = try #require(KataBinary.buildConfigurationDirectory)
        let runtime = configuration.appendingPathComponent(Platform.sharedLibraryName("KataRuntime"))
        try #require(FileManager.default.fileExists(atPath: runtime.path),
                     "no grading runtime at \(runtime.path): run `swift build` (or `make test`) first")
        environment = ["KATA_CATALOG": "fixtures", "KATA_BUILD_DIR": configuration.deletingLastPathComponent().path, "NO_COLOR": "1"]
        root = try WorkbookHarness.makeFixtureWorkbook(learner: learner)
        // Older than the runtime, so the binary uses the prebuilt runtime instead of rebuilding it.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 946_684_800)],
            ofItemAtPath: root.appendingPathComponent("Package.swift").path)
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> KataBinary.Run {
        try KataBinary.run(arguments, in: root, environment: environment.merging(extra) { _, new in new })
    }

    func remove() { WorkbookHarness.remove(root) }
}
