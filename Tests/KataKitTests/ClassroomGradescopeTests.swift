import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// `autograder/gradescope/run_autograder` end to end on a fake `/autograder` layout in a temp dir:
/// the real `kata` binary grades the submission (add-child only, via KATA_KATAS) and the script
/// leaves Gradescope's results.json where the results path says.
@Suite struct ClassroomGradescopeTests {
    static let script = EngineFixture.project.url("autograder/gradescope/run_autograder")

    struct Run {
        let status: Int32
        let results: [String: Any]?
        let stderr: String
    }

    /// Lays out `<tmp>/autograder/{submission,results}`, runs the script, reads results.json.
    static func runAutograder(submission files: [String: String]) throws -> Run {
        let toolchain = try EngineFixture.toolchain.get()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("autograder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent("submission").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
        let results = root.appendingPathComponent("results/results.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["AUTOGRADER_ROOT"] = root.path
        environment["KATA_HOME"] = EngineFixture.project.root.path
        environment["KATA_BIN"] = toolchain.buildDirectory.appendingPathComponent("\(toolchain.configuration)/kata").path
        environment["KATA_BUILD_DIR"] = toolchain.buildDirectory.path
        environment["KATA_KATAS"] = EngineFixture.kata.id
        environment["KATA_TIMEOUT"] = "10"
        environment["KATA_RESULTS"] = results.path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let object = (try? Data(contentsOf: results)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return Run(status: process.terminationStatus, results: object, stderr: stderr)
    }

    /// add-child's learner file as a student hands it in: the reference solution, or the starter.
    static func learner(solved: Bool) -> String {
        let file = EngineFixture.file(solved ? "solution" : "starter")
        return String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }

    /// Where a workbook keeps add-child's learner file.
    static let learnerFile = EngineFixture.kata.learnerFile

    @Test func passingWorkbookNestedInAFolderScoresFull() throws {
        let run = try Self.runAutograder(submission: [
            "MyWork/" + Self.learnerFile: Self.learner(solved: true),
            "MyWork/README.md": "mine",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 1)
        #expect(results["max_score"] as? Double == 1)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == [EngineFixture.kata.id])
        #expect(tests.map { $0["status"] as? String } == ["passed"])
    }

    @Test func failingWorkbookScoresZeroWithRuleTags() throws {
        let run = try Self.runAutograder(submission: [
            Self.learnerFile: Self.learner(solved: false),
        ])
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 0)
        let test = try #require((results["tests"] as? [[String: Any]])?.first)
        #expect(test["status"] as? String == "failed")
        #expect(test["tags"] as? [String] == ["add-child-first", "add-child-view", "size-child-view", "did-move-after-view"])
        #expect((test["output"] as? String)?.contains("never became your child") == true)
    }

    @Test func uploadWithoutAWorkbookSaysWhy() throws {
        let run = try Self.runAutograder(submission: ["ContainerViewController.swift": Self.learner(solved: true)])
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 0)
        let test = try #require((results["tests"] as? [[String: Any]])?.first)
        #expect((test["output"] as? String)?.contains("no Exercises/ folder") == true)
    }

    /// Issue 14: a forger (calls hidden in string interpolations writing "every check passed"
    /// into the result channel, then `exit`) scored 1/1 through run_autograder. Now its object is refused.
    @Test func forgerScoresZeroThroughRunAutograder() throws {
        let forger = ClassroomAttackTests.students(out: URL(fileURLWithPath: "/nonexistent"))["forger-interp"]!
        let run = try Self.runAutograder(submission: [Self.learnerFile: forger])
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 0)
        let test = try #require((results["tests"] as? [[String: Any]])?.first)
        #expect((test["output"] as? String)?.contains("Not graded: the compiled file uses") == true)
        #expect((results["output"] as? String)?.contains("Sandbox") == true || (results["output"] as? String)?.contains("NO BUBBLEWRAP") == true)
    }
}
