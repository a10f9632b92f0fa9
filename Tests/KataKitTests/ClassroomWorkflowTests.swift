import Foundation
import Testing
@testable import KataKit
@testable import KataEngine

/// The shipped GitHub Actions workflows grade with the course's published graders, never with
/// anything from the student's repository, and a tampered repository (edited graders, a Makefile
/// that prints a pass, a workflow that skips grading) still fails.
@Suite struct ClassroomWorkflowTests {
    static let workflows = ["check-solution.yml", "grade-class.yml"]

    static func text(_ workflow: String) throws -> String {
        try String(contentsOf: EngineFixture.project.url(".github/workflows/\(workflow)"), encoding: .utf8)
    }

    static func runLines(_ workflow: String) throws -> [String] {
        try text(workflow).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("run:") }
            .map { String($0.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
    }

    @Test(arguments: workflows)
    func everyCommandComesFromThePublishedCheckout(_ workflow: String) throws {
        let lines = try Self.runLines(workflow)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("upstream/") || line.contains("--package-path upstream"),
                    "\(workflow) runs something that is not the published checkout's: \(line)")
            #expect(!line.contains("make "), "\(workflow): a Makefile is never run: \(line)")
            #expect(!line.contains("--package-path submission") && !line.contains("bash submission/"),
                    "\(workflow) runs the student's code directly: \(line)")
        }
    }

    @Test func theStudentWorkflowPinsThePublishedGraders() throws {
        let text = try Self.text("check-solution.yml")
        #expect(text.contains("repository: ${{ env.UPSTREAM_REPOSITORY }}"))
        #expect(text.contains("ref: ${{ env.UPSTREAM_REF }}"))
        let pin = try #require(text.split(separator: "\n").first { $0.contains("UPSTREAM_REF:") })
        #expect(pin.split(separator: ":").last?.trimmingCharacters(in: .whitespaces).count == 40, "a commit, not a branch")
    }

    @Test(arguments: workflows)
    func scriptsItCallsExistAndAreExecutable(_ workflow: String) throws {
        let scripts = try Self.runLines(workflow).flatMap { $0.split(separator: " ") }
            .filter { $0.hasPrefix("upstream/scripts/") }.map { $0.dropFirst("upstream/".count) }
        #expect(!scripts.isEmpty)
        for script in scripts {
            #expect(FileManager.default.isExecutableFile(atPath: EngineFixture.project.url(String(script)).path), "\(script)")
        }
    }

    @Test func installScriptInstallsWhatTheTestsNeed() throws {
        let script = try String(contentsOf: EngineFixture.project.url("scripts/install-ci-tools.sh"), encoding: .utf8)
        #expect(script.contains("bubblewrap") && script.contains("libxml2-utils"))
    }

    /// A repository whose graders always pass, whose Makefile prints a pass and whose workflow skips
    /// grading, around a wrong answer; and the same tampering around a right answer.
    static func tamperedRepository(solved: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tampered-\(UUID().uuidString)")
        let checks = EngineFixture.kata.checks.map { "@Test func \($0.name)() {}" }.joined(separator: " ")
        let files = [
            ClassroomGradescopeTests.learnerFile: ClassroomGradescopeTests.learner(solved: solved),
            "Sources/KataGraders/add-child/AddChildGrader.swift": "import Testing\n@Suite public struct AddChildGrader { \(checks) }\n",
            "Makefile": "test:\n\t@echo 'All checks hold'\n",
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Tampered\")\n",
            ".github/workflows/check-solution.yml": "name: Check solution\non: push\njobs:\n  verify:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo passed\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func gradeSubmission(_ repository: URL) throws -> (status: Int32, score: Double?, output: String) {
        let toolchain = try EngineFixture.toolchain.get()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("graded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [EngineFixture.project.url("scripts/grade-submission.sh").path, repository.path, out.path]
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_BIN"] = toolchain.buildDirectory.appendingPathComponent("\(toolchain.configuration)/kata").path
        environment["KATA_BUILD_DIR"] = toolchain.buildDirectory.path
        environment["KATA_KATAS"] = EngineFixture.kata.id
        environment["KATA_TIMEOUT"] = "10"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let results = (try? Data(contentsOf: out.appendingPathComponent("students/submission/results.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return (process.terminationStatus, results?["score"] as? Double, text)
    }

    @Test func aTamperedRepositoryWithAWrongAnswerFails() throws {
        let repository = try Self.tamperedRepository(solved: false)
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try Self.gradeSubmission(repository)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.score == 0, "\(run.output)")
        #expect(!run.output.contains("All checks hold"))
    }

    @Test func theSameTamperingAroundARightAnswerPasses() throws {
        let repository = try Self.tamperedRepository(solved: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try Self.gradeSubmission(repository)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.score == 1, "\(run.output)")
    }

    @Test func gradescopeIgnoresTheTamperingToo() throws {
        let repository = try Self.tamperedRepository(solved: false)
        defer { try? FileManager.default.removeItem(at: repository) }
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: repository, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url), !url.hasDirectoryPath else { continue }
            files[String(url.path.dropFirst(repository.path.count + 1))] = String(decoding: data, as: UTF8.self)
        }
        let run = try ClassroomGradescopeTests.runAutograder(submission: files)
        let results = try #require(run.results, "no results.json; stderr: \(run.stderr)")
        #expect(results["score"] as? Double == 0)
    }
}
