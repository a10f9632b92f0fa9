import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// `kata grade`'s setup checks and the pieces the CLI prints: unknown katas and misplaced output
/// folders are refused before anything is graded; the progress bar fills in proportion.
@Suite struct ClassroomRunTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func unknownKataIdsAreNamed() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let options = ClassGradingRun.Options(submissions: root, output: root.deletingLastPathComponent().appendingPathComponent("out-\(UUID())"),
                                              kataIDs: ["add-child", "no-such-kata"])
        #expect(throws: ClassGradingRun.Problem.unknownKatas(["no-such-kata"], known: Katas.all.map(\.id))) {
            try ClassGradingRun(options: options)
        }
    }

    @Test func katasFlagSelectsAndOrdersColumns() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ClassGradingRun(options: .init(submissions: root, output: root.appendingPathExtension("out"),
                                                     kataIDs: ["status-bar", "add-child"]))
        #expect(run.katas.map(\.id) == ["status-bar", "add-child"])
    }

    @Test func outputInsideSubmissionsIsRefused() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ClassGradingRun.Problem.outputInsideSubmissions(root.appendingPathComponent("grades").path)) {
            try ClassGradingRun(options: .init(submissions: root, output: root.appendingPathComponent("grades")))
        }
    }

    @Test func missingSubmissionsFolderIsRefused() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nope-\(UUID().uuidString)")
        #expect(throws: ClassGradingRun.Problem.noSubmissionsFolder(missing.path)) {
            try ClassGradingRun(options: .init(submissions: missing, output: missing.appendingPathExtension("out")))
        }
    }

    @Test func progressBarFillsInProportion() {
        #expect(ClassProgressBar.render(done: 0, total: 4, width: 8, texts: ClassroomTexts.english) == "[--------] 0/4 files graded")
        #expect(ClassProgressBar.render(done: 1, total: 4, width: 8, texts: ClassroomTexts.english) == "[##------] 1/4 files graded")
        #expect(ClassProgressBar.render(done: 4, total: 4, width: 8, texts: ClassroomTexts.english) == "[########] 4/4 files graded")
    }
}
