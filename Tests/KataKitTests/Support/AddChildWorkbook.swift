import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataWorkbook

/// A throw-away workbook holding one real kata, add-child, whose learner's file is its starter as
/// shipped (six of its eight checks fail) or its reference solution (every check passes), graded
/// by the real `kata` binary against the runtime built beside this test bundle. One kata keeps
/// `verify` to one grading. Shared by the CLI, schema, golden and language tests.
struct AddChildWorkbook {
    static let kata = Katas.addChild
    let root: URL
    let environment: [String: String]
    var kata: String { Self.kata.id }

    init(solved: Bool) throws {
        let configuration = try #require(KataBinary.buildConfigurationDirectory)
        let runtime = configuration.appendingPathComponent(Platform.sharedLibraryName("KataRuntime"))
        try #require(FileManager.default.fileExists(atPath: runtime.path),
                     "no grading runtime at \(runtime.path): run `swift build` (or `make test`) first")
        environment = ["KATA_BUILD_DIR": configuration.deletingLastPathComponent().path, "NO_COLOR": "1"]
        root = try WorkbookHarness.makeWorkbook(katas: [Self.kata.id])
        if solved { try install(Self.kata.solutionFile) }
        // Older than the runtime, so the binary uses the prebuilt runtime instead of rebuilding it.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 946_684_800)],
            ofItemAtPath: root.appendingPathComponent("Package.swift").path)
    }

    /// Makes the project file at `path` (relative to the project root) the learner's file.
    func install(_ path: String) throws {
        let target = root.appendingPathComponent(Self.kata.learnerFile)
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: WorkbookHarness.sourceRoot.appendingPathComponent(path), to: target)
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:], input: String = "") throws -> KataBinary.Run {
        try KataBinary.run(arguments, in: root, environment: environment.merging(extra) { _, new in new }, input: input)
    }

    func remove() { WorkbookHarness.remove(root) }
}
