import Foundation
import Testing
import KataCatalog

/// A failing check reads the learner's line at hundreds of addresses (coverage blocks, the code
/// before a compiler-made call). The grader program reads them from its own DWARF line table
/// (`DwarfLineTable`) instead of asking the Runtime module for each (issue 19, item 5); both must
/// give the same line for every address. A real grader program, kept by the real `kata run`, is run
/// again with `KATA_CHECK_LINE_TABLE`, which asks both for every address and prints how many differ.
@Suite(.serialized) struct LocatorLineTableTests {
    @Test(arguments: [
        ("interactive-swipe", "B10-cancel-without-will-move-nil"),
        ("presentation-type", "H41-anchor-before-style"),
        ("tab-switcher", "A2-forgets-did-move"),
    ])
    func lineTableAgreesWithTheRuntimeModule(_ kata: String, _ mistake: String) throws {
        let spec = Katas.named(kata)
        let fixture = TestBuild.projectRoot.appendingPathComponent("Solutions/\(kata)/mistakes/\(mistake).swift")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("line-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A marker only this run's copy holds: the attempt folder kept for it is the one holding it.
        let marker = "// line-table \(UUID().uuidString)"
        let learner = scratch.appendingPathComponent((spec.learnerFile as NSString).lastPathComponent)
        try (String(contentsOf: fixture, encoding: .utf8) + "\n" + marker + "\n").write(to: learner, atomically: true, encoding: .utf8)

        let run = try KataBinary.run(["run", kata, "--file", learner.path, "--format", "json"],
                                     environment: ["KATA_KEEP_BUILD": "1"])
        #expect(run.status == 1, "\(mistake) should fail: \(run.stdout.prefix(300))")
        let attempts = TestBuild.projectRoot.appendingPathComponent(".build/kata-cache/attempts")
        let kept = try #require(try FileManager.default.contentsOfDirectory(at: attempts, includingPropertiesForKeys: nil).first { folder in
            folder.lastPathComponent.hasPrefix(kata + "-")
                && ((try? String(contentsOf: folder.appendingPathComponent(learner.lastPathComponent), encoding: .utf8))?.contains(marker) ?? false)
        }, "no attempt folder kept for \(mistake)")
        defer { try? FileManager.default.removeItem(at: kept) }

        let copy = kept.appendingPathComponent(learner.lastPathComponent).path
        let program = Process()
        program.executableURL = kept.appendingPathComponent("grader")
        program.currentDirectoryURL = kept
        program.arguments = ["--event-stream-output-path", "/dev/null", "--event-stream-version", "0",
                             "--filter", "^KataGraders\\.\(spec.graderSuite)(/|$)"]
        program.environment = ["KATA_CHECK_LINE_TABLE": "1", "KATA_LEARNER_SOURCE": copy, "KATA_LEARNER_TEXT": copy,
                               "SWIFT_BACKTRACE": "enable=no", "HOME": kept.path, "TMPDIR": kept.path, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        program.standardError = errors
        program.standardOutput = FileHandle.nullDevice
        try program.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        program.waitUntilExit()

        // "line table: 183 addresses, 0 differ …"
        let counts = text.split(separator: "\n").filter { $0.hasPrefix("line table: ") }.map { line in
            line.split(separator: " ").compactMap { Int($0) }
        }
        #expect(!counts.isEmpty, "the grader program asked for no learner line: \(text.suffix(500))")
        #expect(counts.reduce(0) { $0 + ($1.first ?? 0) } >= 20, "\(counts)")
        let differing = text.split(separator: "\n").filter { $0.hasPrefix("line table: ") && !$0.contains(" 0 differ") }
        #expect(differing.isEmpty, "\(differing)")
    }
}
