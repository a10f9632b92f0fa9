import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// What grade-class.yml runs, run here on a generated class: six student repositories (git, cloned
/// from a local folder through CLONE_BASE), `grade-class.sh plan` with shards of two, `grade` per
/// shard, `merge`; the merged gradebook must be the whole class graded at once, but for the time.
@Suite(.serialized) struct ClassroomShardScriptTests {
    static func sh(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test func planGradeShardsAndMergeEqualsTheWholeClass() throws {
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let kata = AddChildWorkbook.kata
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        // The script as shipped, beside the workbook it grades with (it finds `kata`'s project from its own path).
        let scripts = workbook.root.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: WorkbookHarness.sourceRoot.appendingPathComponent("scripts/grade-class.sh"),
                                         to: scripts.appendingPathComponent("grade-class.sh"))
        let solution = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.solutionFile))
        let starter = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.learnerFile))
        var roster = "# class of six\n"
        for i in 1...6 {
            let repo = base.appendingPathComponent("remote/class/student-\(i).git")
            let file = repo.appendingPathComponent(kata.learnerFile)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (i % 2 == 0 ? solution : starter).write(to: file)
            try WorkbookHarness.git(["init", "-q"], in: repo)
            try WorkbookHarness.git(["add", "-A"], in: repo)
            try WorkbookHarness.git(["-c", "user.name=S", "-c", "user.email=s@example.com", "commit", "-qm", "work"], in: repo)
            roster += "class/student-\(i)\n"
        }
        let rosterFile = base.appendingPathComponent("students.txt")
        try Data(roster.utf8).write(to: rosterFile)
        let env = workbook.environment.merging([
            "KATA_BIN": try #require(KataBinary.url).path, "CLONE_BASE": "file://" + base.appendingPathComponent("remote").path,
            "KATA_KATAS": kata.id, "SHARD_SIZE": "2", "GH_TOKEN": "",
        ]) { _, new in new }
        let script = scripts.appendingPathComponent("grade-class.sh").path

        let plan = try Self.sh([script, "plan", rosterFile.path], in: base, environment: env)
        #expect(plan.status == 0, "\(plan.err)")
        #expect(plan.out == "shards=[\"1/3\",\"2/3\",\"3/3\"]\n")

        var shardDirs: [String] = []
        for shard in ["1/3", "2/3", "3/3"] {
            let dir = base.appendingPathComponent("gb-\(shard.prefix(1))").path
            let run = try Self.sh([script, "grade", rosterFile.path, dir, shard], in: base, environment: env)
            #expect(run.status == 0, "\(shard): \(run.err)")
            shardDirs.append(dir)
        }
        let merged = base.appendingPathComponent("gradebook")
        let merge = try Self.sh([script, "merge", merged.path] + shardDirs, in: base, environment: env)
        #expect(merge.status == 0, "\(merge.err)")
        let whole = base.appendingPathComponent("whole")
        let all = try Self.sh([script, "grade", rosterFile.path, whole.path], in: base, environment: env)
        #expect(all.status == 0, "\(all.err)")

        let a = try ClassroomShardMergeTests.files(whole), b = try ClassroomShardMergeTests.files(merged)
        #expect(a.keys.sorted() == b.keys.sorted())
        for key in a.keys.sorted() { #expect(a[key] == b[key], "\(key) differs") }
        let csv = ClassroomGradebookTests.parseCSV(try #require(b["grades.csv"]))
        #expect(csv.dropFirst().map { $0[0] } == (1...6).map { "class__student-\($0)" })
        #expect(csv.dropFirst().map { $0[1] } == (1...6).map { $0 % 2 == 0 ? "pass" : "fail" })
    }
}
