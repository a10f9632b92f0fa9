import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// `kata` reads its texts from the workbook it runs in, never from a resource bundle or the
/// checkout it was built in: a copy of the binary elsewhere works, and a workbook without its
/// Texts folder gets one plain line and exit 65, not a crash.
@Suite(.serialized) struct CLIPortableBinaryTests {
    static func copiedBinary() throws -> URL {
        let original = try #require(KataBinary.url, "the kata binary was not found next to the test bundle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("kata")
        // Written through a close-on-exec descriptor: a process another test spawns while the copy
        // is open must not inherit a writer, or running the copy fails with "Text file busy".
        let bytes = try Data(contentsOf: original)
        let fd = open(copy.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(fd >= 0, "cannot create \(copy.path): \(String(cString: strerror(errno)))")
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            try #require(n > 0, "cannot write \(copy.path): \(String(cString: strerror(errno)))")
            written += n
        }
        return copy
    }

    @Test func aCopiedBinaryGradesInATemporaryWorkbook() throws {
        let binary = try Self.copiedBinary()
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        let list = try KataBinary.run(["list"], in: workbook.root, environment: workbook.environment, binary: binary)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(workbook.kata))
        let run = try KataBinary.run(["run", workbook.kata], in: workbook.root, environment: workbook.environment, binary: binary)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains(LearnerText.message("workbook.expected")))
        #expect(!run.stdout.contains("workbook."), "every message key has its text: \(run.stdout)")
    }

    @Test func aWorkbookWithoutItsTextsGetsOneLineAndExit65() throws {
        let binary = try Self.copiedBinary()
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        try FileManager.default.removeItem(at: workbook.root.appendingPathComponent(TextsDirectory.relativePath))
        for command in [["list"], ["run", workbook.kata], ["verify", "--format", "json"]] {
            let run = try KataBinary.run(command, in: workbook.root, environment: workbook.environment, binary: binary)
            #expect(run.status == 65, "\(command): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("kata: the workbook's texts are missing"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }
}
