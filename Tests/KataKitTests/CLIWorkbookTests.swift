import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// The real binary on a throw-away copy of the workbook: list, reset, progress file, solution
/// gate, color, and the workbook screen off a terminal. None of these needs the grading runtime.
@Suite struct CLIWorkbookTests {
    @Test func listAsJSONHasTheContractedShape() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        try workbook.updateState { $0.katas["remove-child"] = .init(status: .fail) }
        let run = try KataBinary.run(["list", "--format", "json"], in: root.appendingPathComponent("Exercises"))
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == JSONReport.schemaVersion)
        let array = try #require(document["katas"] as? [[String: Any]])
        #expect(array.map { $0["id"] as? String } == Katas.all.map(\.id))
        for (entry, kata) in zip(array, Katas.all) {
            #expect(entry["file"] as? String == kata.learnerFile)
            #expect(entry["solution"] as? String == kata.solutionFile)
            #expect((entry["title"] as? String)?.isEmpty == false)
            let status = try #require(entry["status"] as? String)
            #expect(LearnerStatus(rawValue: status) != nil)
        }
        #expect(array[1]["status"] as? String == "fail")
        #expect(array[0]["status"] as? String == "not-started")
    }

    @Test func resetBacksUpTheLearnersBytesAndRestoresTheStarter() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let kata = Katas.removeChild
        let learnerFile = root.appendingPathComponent(kata.learnerFile)
        let work = Data("// half done\nfinal class ContainerViewController {}\n".utf8)
        try work.write(to: learnerFile)

        let run = try KataBinary.run(["reset", kata.id], in: root)

        #expect(run.status == 0, "\(run.stderr)")
        let backups = root.appendingPathComponent(".kata-backups/\(kata.id)")
        let names = try FileManager.default.contentsOfDirectory(atPath: backups.path)
        #expect(names.count == 1)
        let backup = try #require(names.first)
        #expect(backup.hasSuffix("-ContainerViewController.swift"))
        #expect(try Data(contentsOf: backups.appendingPathComponent(backup)) == work)
        #expect(run.stdout.contains(".kata-backups/\(kata.id)/\(backup)"))
        let starter = try Data(contentsOf: WorkbookHarness.sourceRoot.appendingPathComponent(kata.learnerFile))
        #expect(try Data(contentsOf: learnerFile) == starter)
    }

    @Test func aDamagedProgressFileIsRebuiltWithOneWarning() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = root.appendingPathComponent(ProgressStore.fileName)
        try Data("{\"version\": 1, \"katas\": [oops".utf8).write(to: file)
        let first = try KataBinary.run(["list"], in: root)
        #expect(first.status == 0)
        #expect(first.stderr.contains(ProgressStore.fileName))
        #expect(ProgressStore(root: root).load().warning == nil)
        let second = try KataBinary.run(["list"], in: root)
        #expect(second.status == 0)
        #expect(second.stderr.isEmpty)
    }

    @Test func solutionIsRefusedBeforeAPassAndShownAfter() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let kata = Katas.addChild
        let refused = try KataBinary.run(["solution", kata.id], in: root)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains(TextTable.load(language: "en").statusWord("not-started")))

        try Workbook(root: root, katas: Katas.all).updateState { $0.katas[kata.id] = .init(status: .pass) }
        let shown = try KataBinary.run(["solution", kata.id], in: root)
        #expect(shown.status == 0)
        let solution = try String(contentsOf: root.appendingPathComponent(kata.solutionFile), encoding: .utf8)
        #expect(shown.stdout == solution + "\n")
    }

    @Test func offATerminalTheWorkbookPrintsProgressAndTheNextKata() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        try Workbook(root: root, katas: Katas.all).updateState { $0.katas["add-child"] = .init(status: .pass) }
        let run = try KataBinary.run([], in: root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("✓ add-child"))
        #expect(run.stdout.contains(Katas.removeChild.learnerFile))
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test func aMissingFileIsBadInputBeforeAnyGrading() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let run = try KataBinary.run(["run", "add-child", "--file", "nope.swift"], in: root)
        #expect(run.status == 65)
        #expect(run.stderr.contains("nope.swift"))
        let verify = try KataBinary.run(["verify", "--file-root", "no-such-dir"], in: root)
        #expect(verify.status == 65)
    }

    /// Color needs a terminal: `script` gives the binary one. NO_COLOR and --no-color turn it off.
    @Test func colorOnATerminalUnlessNoColor() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let binary = try #require(KataBinary.url)
        func onTerminal(_ command: String, _ environment: [String: String] = [:]) throws -> String {
            try KataBinary.runTool(
                "/usr/bin/script", ["-qec", "\(binary.path) \(command)", "/dev/null"], in: root,
                environment: environment.merging(["TERM": "xterm"]) { $1 })
        }
        #expect(try onTerminal("list").contains("\u{1B}["))
        #expect(!(try onTerminal("list", ["NO_COLOR": "1"]).contains("\u{1B}[")))
        #expect(!(try onTerminal("list --no-color").contains("\u{1B}[")))
        let globalFlag = try onTerminal("--no-color list")
        #expect(globalFlag.contains("add-child"))
        #expect(!globalFlag.contains("\u{1B}["))
    }
}
