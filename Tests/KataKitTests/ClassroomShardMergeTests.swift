import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// `--shard i/n` and `--merge`: shards cover the class exactly once by a hash of the folder name,
/// and merging their gradebooks writes what grading the class at once writes, byte for byte, but
/// for the timestamp. Merges of gradebooks graded differently, or with a student twice, are refused.
@Suite struct ClassroomShardMergeTests {
    typealias G = ClassroomGraderTests
    static let katas = [G.kataA, G.kataB]

    /// 23 students, some passing, some not, a few with names that test the hash and the pages.
    static func makeClass() throws -> URL {
        var files: [String: Data] = [:]
        let names = (1...20).map { "student-\($0)" } + ["<b onclick=x>bold", "Doe, \"Jane\"", "王小明"]
        for (i, name) in names.enumerated() {
            files[G.file(name, G.kataA)] = Data((i % 2 == 0 ? "// PASS \(i)" : "// no \(i)").utf8)
            files[G.file(name, G.kataB)] = Data((i % 3 == 0 ? "// PASS b\(i)" : "// no b\(i)").utf8)
        }
        return try G.makeClass(files)
    }

    static func grade(_ root: URL, into out: URL, shard: ClassShard? = nil) async throws -> ClassResult {
        let run = try ClassGradingRun(options: .init(submissions: root, output: out, jobs: 2, shard: shard), catalog: katas)
        return try await run.run(grading: G.ScriptedGrading(), notes: ["notice"], texts: .bundled(language: "en"), graderDigest: "d1")
    }

    /// Every file under `dir` by relative path, `gradedAt` blanked in gradebook.json and index.html.
    static func files(_ dir: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        let walker = try #require(FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            var text = try String(contentsOf: url, encoding: .utf8)
            text = text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "<time>", options: .regularExpression)
            out[String(url.path.dropFirst(dir.path.count + 1))] = text
        }
        return out
    }

    @Test func shardsCoverTheClassOnceAndStayPutWhenTheClassChanges() throws {
        let names = (0..<500).map { "s\($0)" }
        let shards = try (1...7).map { try ClassShard(index: $0, count: 7) }
        for name in names { #expect(shards.filter { $0.contains(name) }.count == 1) }
        let sizes = shards.map { s in names.filter(s.contains).count }
        #expect(sizes.allSatisfy { (40...110).contains($0) }, "shards are roughly even: \(sizes)")
        // By name, not by position: the same student lands in the same shard in a smaller class.
        #expect(names.map { ClassShard.shard(of: $0, count: 7) } == names.reversed().reversed().map { ClassShard.shard(of: $0, count: 7) })
        #expect(ClassShard.shard(of: "s42", count: 7) == ClassShard.shard(of: "s42", count: 7))
        for bad in ["0/3", "4/3", "1/0", "a/b", "3", "1/2/3", "", "-1/2"] {
            #expect(throws: ClassGradingRun.Problem.self) { try ClassShard(parsing: bad) }
        }
        #expect(try ClassShard(parsing: " 2/5 ") == ClassShard(index: 2, count: 5))
    }

    @Test func mergedShardsEqualTheWholeClassButForTheTimestamp() async throws {
        let root = try Self.makeClass()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: base) }
        let whole = try await Self.grade(root, into: base.appendingPathComponent("whole"))
        var shardDirs: [URL] = []
        var graded = 0
        for i in 1...3 {
            let dir = base.appendingPathComponent("shard-\(i)")
            graded += try await Self.grade(root, into: dir, shard: ClassShard(index: i, count: 3)).students.count
            shardDirs.append(dir)
        }
        #expect(graded == whole.students.count)
        let merged = try GradebookMerge.merge(shardDirs.reversed(), into: base.appendingPathComponent("merged"))
        #expect(merged == whole)
        let a = try Self.files(base.appendingPathComponent("whole")), b = try Self.files(base.appendingPathComponent("merged"))
        #expect(a.keys.sorted() == b.keys.sorted())
        for key in a.keys.sorted() { #expect(a[key] == b[key], "\(key) differs") }
        #expect(a["index.html"]?.contains("&lt;b onclick=x&gt;bold") == true)
        #expect(a.keys.contains("students/王小明/report.html"))
    }

    @Test func mergeRefusesOtherGradersAndStudentsTwice() async throws {
        let root = try Self.makeClass()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("merge-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: base) }
        let one = base.appendingPathComponent("one"), two = base.appendingPathComponent("two")
        _ = try await Self.grade(root, into: one)
        _ = try await Self.grade(root, into: two)
        #expect {
            try GradebookMerge.merge([one, two], into: base.appendingPathComponent("out"))
        } throws: { error in
            guard case .duplicate = error as? GradebookMerge.Problem else { return false }
            return true
        }
        // Another digest: refused, and named.
        let other = base.appendingPathComponent("other")
        let run = try ClassGradingRun(options: .init(submissions: root, output: other, jobs: 2), catalog: Self.katas)
        _ = try await run.run(grading: G.ScriptedGrading(), notes: ["notice"], texts: .bundled(language: "en"), graderDigest: "d2")
        #expect(throws: GradebookMerge.Problem.mismatch(folder: other.path, field: "graders", theirs: "d2", ours: "d1")) {
            try GradebookMerge.merge([one, other], into: base.appendingPathComponent("out2"))
        }
        #expect(throws: GradebookMerge.Problem.self) { try GradebookMerge.merge([one, root], into: base.appendingPathComponent("out3")) }
        #expect(throws: GradebookMerge.Problem.outputIsInput(one.path)) { try GradebookMerge.merge([one], into: one) }
        // Shard 2 of 2 missing (its job failed): refused, not a class without its students.
        let half = base.appendingPathComponent("half")
        _ = try await Self.grade(root, into: half, shard: ClassShard(index: 1, count: 2))
        #expect(throws: GradebookMerge.Problem.shards(missing: ["2"], count: 2)) {
            try GradebookMerge.merge([half], into: base.appendingPathComponent("out4"))
        }
    }

    /// The real binary: a refused merge is one line and exit 65; a bad --shard is a usage error.
    @Test func cliMergeErrorsAreOneLineWithExitCodes() async throws {
        let root = try Self.makeClass()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("merge-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: base) }
        let one = base.appendingPathComponent("one")
        _ = try await Self.grade(root, into: one)
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let twice = try workbook.run(["grade", "--merge", one.path, one.path, "--out", base.appendingPathComponent("o").path])
        #expect(twice.status == 65, "\(twice.stderr)")
        #expect(twice.stderr.hasPrefix("kata: Cannot merge: student ") && twice.stderr.split(separator: "\n").count == 1, "\(twice.stderr)")
        let ok = try workbook.run(["grade", "--merge", one.path, "--out", base.appendingPathComponent("o2").path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("o2/index.html").path))
        let shard = try workbook.run(["grade", root.path, "--out", base.appendingPathComponent("o3").path, "--shard", "3/2"])
        #expect(shard.status == 64 && shard.stderr.contains("--shard"), "\(shard.stderr)")
        // Every bad option value is a usage error like an unknown option (issue 19 item 8).
        for (option, value) in [("--jobs", "x"), ("--jobs", "0"), ("--timeout", "x"), ("--timeout", "0"), ("--katas", "add-chld")] {
            let bad = try workbook.run(["grade", root.path, "--out", base.appendingPathComponent("o4").path, option, value])
            #expect(bad.status == 64 && bad.stderr.hasPrefix("kata: ") && bad.stderr.contains(option == "--katas" ? value : option),
                    "\(option) \(value): \(bad.status) \(bad.stderr)")
        }
    }
}
