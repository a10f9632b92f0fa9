import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// `kata reset`: the learner's exact bytes are backed up before the starter comes back, and
/// nothing is touched when the backup cannot be made.
@Suite struct WorkbookResetTests {
    let kata = Katas.addChild

    @Test func backsUpTheExactBytesThenRestoresTheStarter() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        let work = Data("// my work: ünïcödé\r\nfinal class X {}\n\u{0}".utf8)
        try work.write(to: learnerFile)
        let fixedDate = Date(timeIntervalSince1970: 1_800_000_000)
        let reset = KataReset(root: root, now: { fixedDate })

        let outcome = try reset.reset(kata)

        let backup = try #require(outcome.backup)
        #expect(try Data(contentsOf: backup) == work)
        #expect(backup.path.contains("/.kata-backups/add-child/"))
        #expect(backup.lastPathComponent == "\(KataReset.timestamp(fixedDate))-ContainerViewController.swift")
        let starter = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.learnerFile))
        #expect(try Data(contentsOf: learnerFile) == starter)
        #expect(starter != work)
    }

    @Test func twoResetsInOneSecondKeepBothBackups() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        let reset = KataReset(root: root, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        try Data("first".utf8).write(to: learnerFile)
        let first = try #require(try reset.reset(kata).backup)
        try Data("second".utf8).write(to: learnerFile)
        let second = try #require(try reset.reset(kata).backup)
        #expect(first != second)
        #expect(try Data(contentsOf: first) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
    }

    @Test func refusesAndChangesNothingWhenTheBackupCannotBeWritten() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        let work = Data("precious work".utf8)
        try work.write(to: learnerFile)
        // A plain file where the backup folder should be: the folder cannot be created.
        try Data().write(to: root.appendingPathComponent(KataReset.backupDirectory))

        #expect(throws: WorkbookError.self) { try KataReset(root: root).reset(kata) }
        #expect(try Data(contentsOf: learnerFile) == work)
    }

    @Test func restoresAMissingFileWithoutABackup() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        try FileManager.default.removeItem(at: learnerFile)
        let outcome = try KataReset(root: root).reset(kata)
        #expect(outcome.backup == nil)
        #expect(FileManager.default.fileExists(atPath: learnerFile.path))
    }
}

/// Where `reset` finds the pristine starter: git, even after the learner committed over it.
@Suite struct WorkbookStarterTests {
    @Test func theStarterSurvivesTheLearnersOwnCommit() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let kata = Katas.addChild
        let original = try Data(contentsOf: root.appendingPathComponent(kata.learnerFile))
        try WorkbookHarness.git(["config", "user.name", "Learner"], in: root)
        try WorkbookHarness.git(["config", "user.email", "learner@example.com"], in: root)
        try Data("// my committed work\n".utf8).write(to: root.appendingPathComponent(kata.learnerFile))
        try WorkbookHarness.git(["commit", "-qam", "mine"], in: root)
        #expect(try StarterSource(root: root).starter(for: kata) == original)
    }

    @Test func withoutGitThereIsAClearErrorAndNoGuess() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        #expect(throws: WorkbookError.self) { try StarterSource(root: root).starter(for: Katas.addChild) }
    }
}

/// `kata solution`: shown only after a pass.
@Suite struct WorkbookSolutionTests {
    @Test func refusedUntilTheLastResultPasses() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        let kata = Katas.addChild
        for status in [LearnerStatus.notStarted, .fail, .error] {
            try workbook.updateState { $0.katas[kata.id] = .init(status: status) }
            do {
                _ = try SolutionGate.solution(for: kata, in: workbook)
                Issue.record("solution shown with status \(status)")
            } catch let error as WorkbookError {
                #expect(error.exitCode == .failure)
                #expect(error.message.contains(LearnerText.table.statusWord(status.rawValue)))
            }
        }
        try workbook.updateState { $0.katas[kata.id] = .init(status: .pass) }
        let solution = try SolutionGate.solution(for: kata, in: workbook)
        #expect(solution == (try String(contentsOf: root.appendingPathComponent(kata.solutionFile), encoding: .utf8)))
    }
}
