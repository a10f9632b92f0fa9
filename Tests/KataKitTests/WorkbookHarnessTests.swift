import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// Shared helpers for the Workbook and CLI tests: a throw-away copy of the workbook (so tests
/// that mutate files never touch the checkout) and a scripted grader.
enum WorkbookHarness {
    /// The package checkout this test file belongs to.
    static let sourceRoot = TestBuild.projectRoot

    /// A temporary workbook: `Package.swift` (a marker for `Project.locate`), a copy of
    /// `Exercises/`, `Solutions/` (only the folders of `katas`, when given) and the texts,
    /// committed to a fresh git repository as a learner's clone is (reset reads the pristine
    /// starter from git). Removed via `remove`.
    static func makeWorkbook(katas: [String]? = nil) throws -> URL {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("kata-workbook-\(UUID().uuidString)")
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// test workbook marker\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let folders = katas.map { ids in ids.flatMap { ["Exercises/\($0)", "Solutions/\($0)"] } } ?? ["Exercises", "Solutions"]
        for folder in folders + ["Sources/KataKit/Texts"] {
            let target = root.appendingPathComponent(folder)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: sourceRoot.appendingPathComponent(folder), to: target)
        }
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["-c", "user.name=Course", "-c", "user.email=course@example.com", "commit", "-qm", "starters"], in: root)
        return root.standardizedFileURL
    }

    static func git(_ arguments: [String], in root: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    static func remove(_ root: URL) {
        try? FileManager.default.removeItem(at: root)
    }
}

/// A grader that answers from a script instead of compiling: the verdict depends on the file's
/// text (a file containing "PASS" passes, "ERROR" errors, anything else fails `check` with `rules`).
struct ScriptedGrader: KataGrading {
    var rules: [RuleID] = [.addChildFirst, .addOnce]
    /// Checks a failing file passes beside the failing one (0: nothing passes, like a starter).
    var passing = 0
    let log = GradeLog()

    func prepare(progress: @escaping @Sendable (String) -> Void) async throws {
        progress("prepared")
    }

    func grade(_ kata: KataSpec, file: URL, displayPath: String) async -> KataResult {
        log.append(displayPath)
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if text.contains("PASS") {
            return KataResult(kata: kata.id, status: .pass, checks: [CheckResult(name: "check", status: .pass)])
        }
        if text.contains("ERROR") {
            return KataResult(kata: kata.id, status: .error, error: "does not compile")
        }
        let finding = Finding(rules: rules, message: "went wrong", expected: ["a", "b"], actual: ["a", "c"])
        return KataResult(kata: kata.id, status: .fail, checks: [
            CheckResult(name: "check", status: .fail, rules: rules, message: "went wrong", finding: finding),
        ] + (0..<passing).map { CheckResult(name: "passing\($0)", status: .pass) })
    }
}

/// What a `ScriptedGrader` was asked to grade, in order.
final class GradeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    func append(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.append(path)
    }

    var all: [String] {
        lock.lock(); defer { lock.unlock() }
        return paths
    }
}

@Suite struct WorkbookHarnessTests {
    @Test func aTemporaryWorkbookIsFoundFromItsSubfolders() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = try Workbook.open(from: root.appendingPathComponent("Exercises/add-child"))
        #expect(workbook.root.resolvingSymlinksInPath().path == root.resolvingSymlinksInPath().path)
        #expect(workbook.katas.map(\.id) == Katas.all.map(\.id))
    }

    /// The catalog is the workbook's own manifests; a broken one is bad input data.
    @Test func theCatalogIsTheWorkbooksManifests() throws {
        let one = try WorkbookHarness.makeWorkbook(katas: ["add-child"])
        let broken = try WorkbookHarness.makeWorkbook(katas: ["add-child"])
        defer { WorkbookHarness.remove(one); WorkbookHarness.remove(broken) }
        #expect(try WorkbookCatalog.katas(root: WorkbookHarness.sourceRoot).map(\.id) == Katas.all.map(\.id))
        #expect(try Workbook.open(from: one).katas.map(\.id) == ["add-child"])
        try Data("{".utf8).write(to: broken.appendingPathComponent("Exercises/add-child/kata.json"))
        let error = #expect(throws: WorkbookError.self) { try WorkbookCatalog.katas(root: broken) }
        #expect(error?.exitCode == WorkbookError.data("").exitCode && error?.message.contains("manifest is broken") == true)
    }
}
