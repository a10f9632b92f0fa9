import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The issue's "done when": a generated class with hostile students is graded to completion, a
/// row for every student, no hostile submission passes, the honest one does, and nothing outside
/// each student's scratch changes — not another student's folder, not a canary file elsewhere.
/// Uses the real engine (swiftc, the runtime, the event stream) on add-child's grader and
/// bubblewrap; without bwrap it fails and says how to install it.
@Suite struct ClassroomHostileTests {
    /// Two katas graded by add-child's grader, so the class has two columns.
    static let katas = ["fixture-a", "fixture-b"].map { id in
        KataSpec(id: id, learnerFile: "Exercises/\(id)/ContainerViewController.swift", solutionFile: "",
                 graderSuite: EngineFixture.kata.graderSuite, contractSource: EngineFixture.contractSource,
                 checks: EngineFixture.kata.checks, rules: EngineFixture.kata.rules)
    }

    /// A learner's file for add-child whose `displayContentController(_:)` runs `body`.
    static func learner(_ body: String, imports: String = "") -> String {
        """
        import UIKitSim
        import Foundation
        \(imports)
        final class ContainerViewController: UIViewController {
            func frameForContentController() -> CGRect { view.bounds }

            func displayContentController(_ content: UIViewController) {
        \(body)
            }
        }
        """
    }

    /// Listing 5-1, the body of a correct `displayContentController(_:)`.
    static let listing51 = """
                addChild(content)
                content.view.frame = frameForContentController()
                view.addSubview(content.view)
                content.didMove(toParent: self)
        """

    /// add-child's reference solution, as a learner would hand it in.
    static let solution = String(decoding: (try? Data(contentsOf: EngineFixture.file("solution"))) ?? Data(), as: UTF8.self)

    /// Student name → source of fixture-a (fixture-b gets the same unless noted).
    static func students(root: URL, canary: URL) -> [String: Data] {
        let victim = root.appendingPathComponent("honest").path
        let sources: [String: String] = [
            "honest": solution,
            "honest-copy": solution,
            "infinite-loop": learner("        var n = 0\n        while n >= 0 { n = (n + 1) % 1000 }"),
            "crash": learner("        fatalError(\"boom\")"),
            "flood": learner("        for i in 0..<100_000 { print(\"✔ Test childIsInChildrenOnce() passed \\(i) flood flood flood flood\") }"),
            "early-exit": learner("        exit(0)"),
            "fake-results": learner("""
                        print("✔ Test childIsInChildrenOnce() passed after 0.001 seconds.")
                        print("✔ Test run with 8 tests passed after 0.002 seconds.")
                        print(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
                """),
            "extra-tests": learner("", imports: "import Testing\n@Test func childIsInChildrenOnce() { #expect(true) }\n@Test func childViewIsInContainerView() { #expect(true) }"),
            // Passes only if it escapes: deletes another student's folder and a file outside its own.
            "vandal": learner("""
                        let fm = FileManager.default
                        let a = (try? fm.removeItem(atPath: "\(victim)")) != nil
                        let b = (try? fm.removeItem(atPath: "\(canary.path)")) != nil
                        let c = fm.createFile(atPath: "\(root.path)/planted.txt", contents: Data("x".utf8))
                        guard a || b || c else { return }
                """ + "\n" + listing51),
            "no-compile": learner("        return \"forty-two\""),
            // Reads the runner's arguments, appends "every check passed" to the event stream, exits 0.
            "forger": learner("""
                        let args = CommandLine.arguments
                        guard let i = args.firstIndex(of: "--event-stream-output-path"), i + 1 < args.count else { return }
                        let path = args[i + 1]
                        var out = ""
                        for line in ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\\n") {
                            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                                  o["kind"] as? String == "test", let p = o["payload"] as? [String: Any],
                                  p["kind"] as? String == "function", let id = p["id"] as? String else { continue }
                            out += #"{"kind":"event","payload":{"kind":"testStarted","testID":"\\#(id)"},"version":0}"# + "\\n"
                            out += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\\#(id)"},"version":0}"# + "\\n"
                        }
                        out += #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"# + "\\n"
                        if let h = FileHandle(forWritingAtPath: path) { h.seekToEndOfFile(); h.write(Data(out.utf8)); h.closeFile() }
                        exit(0)
                """),
        ]
        var files: [String: Data] = [:]
        for (student, source) in sources {
            for kata in katas { files["\(student)/\(kata.learnerFile)"] = Data(source.utf8) }
        }
        files["binary-garbage/\(katas[0].learnerFile)"] = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        files["binary-garbage/\(katas[1].learnerFile)"] = Data([0xff, 0xfe, 0x00, 0x41])
        files["no-exercises/notes.txt"] = Data("I forgot the workbook".utf8)
        return files
    }

    /// Path (relative to `root`) → SHA-less fingerprint: size and contents, for every file under root.
    static func snapshot(_ root: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return out }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            out[String(url.path.dropFirst(root.path.count))] = (try? Data(contentsOf: url)) ?? Data()
        }
        return out
    }

    @Test func hostileClassIsGradedAndContained() async throws {
        guard case .bubblewrap = SandboxProbe.detect() else {
            Issue.record("bubblewrap is required to grade untrusted code: run scripts/install-ci-tools.sh as root")
            return
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        let root = base.appendingPathComponent("submissions")
        let out = base.appendingPathComponent("gradebook")
        let outside = base.appendingPathComponent("elsewhere")
        let canary = outside.appendingPathComponent("canary.txt")
        defer { try? FileManager.default.removeItem(at: base) }
        for (path, data) in Self.students(root: root, canary: canary) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("canary".utf8).write(to: canary)
        let before = Self.snapshot(base)

        let run = try ClassGradingRun(
            options: .init(submissions: root, output: out, jobs: 2, timeout: 10, kataIDs: nil), catalog: Self.katas)
        let result = try await run.run(toolchain: try EngineFixture.toolchain.get(), sandbox: SandboxProbe.detect(),
                                       cacheDirectory: nil, texts: .none)

        // A row for every student, both katas each.
        let names = ["binary-garbage", "crash", "early-exit", "extra-tests", "fake-results", "flood", "forger", "honest",
                     "honest-copy", "infinite-loop", "no-compile", "no-exercises", "vandal"]
        #expect(result.students.map(\.student) == names)
        #expect(result.students.allSatisfy { $0.results.map(\.kata) == ["fixture-a", "fixture-b"] })
        func status(_ student: String) -> [KataResult.Status] {
            result.students.first { $0.student == student }?.results.map(\.status) ?? []
        }
        // The honest ones pass; nobody else does.
        #expect(status("honest") == [.pass, .pass])
        #expect(status("honest-copy") == [.pass, .pass])
        for student in names where !student.hasPrefix("honest") {
            #expect(!status(student).contains(.pass), "\(student) must not pass: \(status(student))")
        }
        #expect(status("infinite-loop") == [.error, .error])
        #expect(status("no-compile") == [.error, .error])
        #expect(status("binary-garbage") == [.error, .error])
        #expect(status("no-exercises") == [.error, .error])
        // The vandal and the forger reach for files, exit and the arguments: their compiled objects
        // are refused before they run (ObjectSymbols), and the integrity column says why.
        #expect(status("vandal") == [.error, .error])
        #expect(status("forger") == [.error, .error])
        #expect(result.students.first { $0.student == "forger" }?.results[0].integrity?.isEmpty == false)
        #expect(result.students.first { $0.student == "early-exit" }?.results[0].integrity?.contains { $0.hasPrefix("exit:") } == true)
        let vandal = try #require(result.students.first { $0.student == "vandal" })
        #expect(vandal.flags["fixture-a"]?.contains { $0.category == .files } == true)

        // Nothing outside the gradebook changed: every submission file, the canary, no planted file.
        let after = Self.snapshot(base).filter { !$0.key.hasPrefix("/gradebook/") }
        #expect(after == before)
        #expect(try String(contentsOf: canary, encoding: .utf8) == "canary")

        // The gradebook has a row per student and the files the issue lists.
        let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
        #expect(csv.split(separator: "\r\n").count == names.count + 1)
        for name in names {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("students/\(name)/results.json").path))
        }
    }
}
