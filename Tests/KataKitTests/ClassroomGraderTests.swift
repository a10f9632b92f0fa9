import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// ClassGrader's own logic with a scripted grader: every student gets a row, bad input is an
/// `error` with its reason, identical files are graded once, the grader only ever sees a private
/// copy, and the result does not depend on the number of jobs.
@Suite struct ClassroomGraderTests {
    static let kataA = KataSpec(id: "kata-a", learnerFile: "Exercises/kata-a/ContainerViewController.swift",
                                solutionFile: "", graderSuite: "A", contractSource: "", checks: [], rules: [])
    static let kataB = KataSpec(id: "kata-b", learnerFile: "Exercises/kata-b/ContainerViewController.swift",
                                solutionFile: "", graderSuite: "B", contractSource: "", checks: [], rules: [])

    /// Passes a file containing "PASS", fails others; records what it was given.
    final class ScriptedGrading: SubmissionGrading, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var calls: [(file: URL, scratch: URL, source: String)] = []
        func grade(kata: KataSpec, learnerFile: URL, displayPath: String, scratch: URL) async -> KataResult {
            let source = (try? String(contentsOf: learnerFile, encoding: .utf8)) ?? ""
            lock.withLock { calls.append((learnerFile, scratch, source)) }
            if source.contains("SLOW") { try? await Task.sleep(nanoseconds: 20_000_000) }
            return KataResult(kata: kata.id, status: source.contains("PASS") ? .pass : .fail,
                              checks: [CheckResult(name: "c", status: source.contains("PASS") ? .pass : .fail,
                                                   rules: source.contains("PASS") ? [] : [.addOnce], message: "m")])
        }
    }

    static func makeClass(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    static func file(_ student: String, _ kata: KataSpec) -> String { "\(student)/\(kata.learnerFile)" }

    @Test func badInputGivesAReasonedErrorRowAndTheClassGoesOn() async throws {
        let root = try Self.makeClass([
            Self.file("good", Self.kataA): Data("// PASS".utf8),
            Self.file("good", Self.kataB): Data("// nope".utf8),
            "noexercises/README.md": Data("hi".utf8),
            Self.file("empty", Self.kataA): Data(),
            Self.file("binary", Self.kataA): Data([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]),
            Self.file("latin1", Self.kataA): Data([0x63, 0x61, 0x66, 0xe9]),
            Self.file("huge", Self.kataA): Data(repeating: 0x61, count: SubmissionReader.maxFileBytes + 1),
            "secret.txt": Data("not a student".utf8),
            "outside/private.swift": Data("// PASS stolen".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // A symlink leading out of the submission, to another student's file.
        let linkDir = root.appendingPathComponent("linker/Exercises/kata-a")
        try FileManager.default.createDirectory(at: linkDir, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: linkDir.appendingPathComponent("ContainerViewController.swift").path,
                                                   withDestinationPath: root.appendingPathComponent("outside/private.swift").path)
        // A student folder that is a link to another student's folder.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("mirror").path,
                                                   withDestinationPath: root.appendingPathComponent("good").path)
        let grading = ScriptedGrading()
        let result = try await ClassGrader(katas: [Self.kataA, Self.kataB], grading: grading, jobs: 2).grade(submissionsAt: root)

        #expect(result.students.map(\.student) == ["binary", "empty", "good", "huge", "latin1", "linker", "mirror", "noexercises", "outside"])
        func row(_ name: String) -> StudentGrade { result.students.first { $0.student == name }! }
        #expect(row("good").results.map(\.status) == [.pass, .fail])
        #expect(row("mirror").results.allSatisfy { $0.error == "the submission folder is a symbolic link; submit a real folder" })
        #expect(row("noexercises").results.allSatisfy { $0.status == .error && $0.error == "no Exercises/ folder in the submission" })
        #expect(row("empty").results[0].error?.contains("is empty") == true)
        #expect(row("binary").results[0].error?.contains("binary") == true)
        #expect(row("latin1").results[0].error?.contains("UTF-8") == true)
        #expect(row("huge").results[0].error?.contains("the limit is") == true)
        #expect(row("linker").results[0].error?.contains("leading out of the submission") == true)
        #expect(row("good").results[1].error == nil)
        #expect(row("binary").results[1].error?.contains("missing") == true)
        // Only the good student's two files were graded; nothing stolen reached the grader.
        #expect(grading.calls.count == 2)
        #expect(!grading.calls.contains { $0.source.contains("stolen") })
    }

    @Test func graderSeesOnlyAPrivateCopyInsideItsScratchFolder() async throws {
        let root = try Self.makeClass([Self.file("ann", Self.kataA): Data("// PASS".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let grading = ScriptedGrading()
        _ = try await ClassGrader(katas: [Self.kataA], grading: grading, jobs: 1).grade(submissionsAt: root)
        let call = try #require(grading.calls.first)
        #expect(call.file.deletingLastPathComponent().path == call.scratch.path)
        #expect(!call.file.path.hasPrefix(root.path))
        #expect(call.file.lastPathComponent == "ContainerViewController.swift")
        #expect(!FileManager.default.fileExists(atPath: call.scratch.path), "scratch is cleaned up")
    }

    @Test func identicalFilesAreGradedOnceAndShareTheVerdict() async throws {
        var files: [String: Data] = [:]
        for s in ["s1", "s2", "s3", "s4"] { files[Self.file(s, Self.kataA)] = Data("// starter".utf8) }
        files[Self.file("s5", Self.kataA)] = Data("// PASS".utf8)
        let root = try Self.makeClass(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let grading = ScriptedGrading()
        let result = try await ClassGrader(katas: [Self.kataA], grading: grading, jobs: 3).grade(submissionsAt: root)
        #expect(grading.calls.count == 2)
        #expect(result.students.map { $0.results[0].status } == [.fail, .fail, .fail, .fail, .pass])
    }

    @Test func sameGradebookWithOneJobOrMany() async throws {
        var files: [String: Data] = [:]
        for i in 0..<12 {
            files[Self.file("student\(i)", Self.kataA)] = Data("// \(i % 3 == 0 ? "PASS" : "no") SLOW \(i)".utf8)
            files[Self.file("student\(i)", Self.kataB)] = Data("// \(i % 2 == 0 ? "PASS" : "no") \(i)".utf8)
        }
        let root = try Self.makeClass(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let serial = try await ClassGrader(katas: [Self.kataA, Self.kataB], grading: ScriptedGrading(), jobs: 1).grade(submissionsAt: root)
        let parallel = try await ClassGrader(katas: [Self.kataA, Self.kataB], grading: ScriptedGrading(), jobs: 4).grade(submissionsAt: root)
        #expect(serial == parallel)
        #expect(GradesCSV.render(serial, texts: .none) == GradesCSV.render(parallel, texts: .none))
        #expect(serial.students.count == 12)
    }

    @Test func progressReachesTheTotalOnce() async throws {
        let root = try Self.makeClass([Self.file("a", Self.kataA): Data("// x".utf8), "b/README": Data("r".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let seen = ClassroomLocked<[Int]>([])
        _ = try await ClassGrader(katas: [Self.kataA, Self.kataB], grading: ScriptedGrading(), jobs: 2)
            .grade(submissionsAt: root) { done, total in seen.mutate { $0.append(done) }; #expect(total == 4) }
        #expect(seen.value.first == 3, "three cells are refused before anything runs")
        #expect(seen.value.last == 4)
    }

    @Test func integrityFlagsLandInTheRow() async throws {
        let root = try Self.makeClass([Self.file("x", Self.kataA): Data("import Testing\n// PASS\nfunc f() { exit(0) }".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await ClassGrader(katas: [Self.kataA], grading: ScriptedGrading()).grade(submissionsAt: root)
        #expect(result.students[0].flags["kata-a"]?.map(\.category) == [.testing, .exit])
        let verdict = result.students[0].results[0]
        #expect(verdict.status == .error, "a flagged file that passes is held for review")
        #expect(verdict.error?.hasPrefix("Held for review") == true)
        #expect(verdict.error?.contains("line 3: exit (exit)") == true)
        #expect(verdict.checks.map(\.status) == [.pass], "the checks it passed are kept")
    }

    @Test func flaggedFilesThatFailKeepTheirFailure() async throws {
        let root = try Self.makeClass([Self.file("x", Self.kataA): Data("// no\nfunc f() { exit(0) }".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await ClassGrader(katas: [Self.kataA], grading: ScriptedGrading()).grade(submissionsAt: root)
        #expect(result.students[0].results[0].status == .fail)
        #expect(result.students[0].results[0].error == nil)
    }
}

/// A value behind a lock, for collecting from concurrent callbacks in tests.
final class ClassroomLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
