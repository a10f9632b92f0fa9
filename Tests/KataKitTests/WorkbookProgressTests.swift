import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// `.kata-progress.json`: round trips, rebuilt when damaged (never fatal), written atomically.
@Suite struct WorkbookProgressTests {
    func temporaryRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func savedStateLoadsBackTheSame() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ProgressStore(root: root)
        var state = ProgressState(current: "remove-child")
        state.record(KataResult(kata: "add-child", status: .fail, checks: [
            CheckResult(name: "c", status: .fail, rules: [.addOnce]),
        ]), at: Date(timeIntervalSince1970: 1_800_000_000))
        try store.save(state)
        let (loaded, warning) = store.load()
        #expect(warning == nil)
        #expect(loaded == state)
        #expect(loaded.status(of: "add-child") == .fail)
        #expect(loaded.progress(for: "add-child").brokenRules == [.addOnce])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: ["{not json", "[]", "{\"version\": 99, \"katas\": {}}", ""])
    func aDamagedFileYieldsAFreshStateAndAWarning(_ contents: String) throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ProgressStore(root: root)
        try Data(contents.utf8).write(to: store.file)
        let (state, warning) = store.load()
        #expect(state == ProgressState())
        #expect(warning != nil)
    }

    @Test func aMissingFileIsAFreshStateWithoutWarning() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let (state, warning) = ProgressStore(root: root).load()
        #expect(state.katas.isEmpty)
        #expect(warning == nil)
    }

    @Test func workbookRebuildsADamagedFileAndWarnsOnce() throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let workbook = Workbook(root: root, katas: Katas.all)
        try Data("garbage".utf8).write(to: workbook.store.file)
        var warnings: [String] = []
        _ = workbook.loadState { warnings.append($0) }
        _ = workbook.loadState { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect(workbook.store.load().warning == nil)
    }

    @Test func theHintLadderRestartsWhenTheFirstBrokenRuleChanges() {
        var state = ProgressState()
        let failing = { (rule: RuleID) in
            KataResult(kata: "k", status: .fail, checks: [CheckResult(name: "c", status: .fail, rules: [rule])])
        }
        state.record(failing(.addOnce), at: Date())
        state.katas["k"]?.hintRule = .addOnce
        state.katas["k"]?.hintLevel = 2
        state.record(failing(.addOnce), at: Date())
        #expect(state.progress(for: "k").hintLevel == 2)
        state.record(failing(.addChildView), at: Date())
        #expect(state.progress(for: "k").hintLevel == 0)
        #expect(state.progress(for: "k").hintRule == nil)
    }

    @Test func brokenRulesFollowTheFailingChecksInOrder() {
        var state = ProgressState()
        state.record(KataResult(kata: "k", status: .fail, checks: [
            CheckResult(name: "a", status: .pass, rules: [.callSuper]),
            CheckResult(name: "b", status: .fail, rules: [.didMoveAfterView, .addOnce]),
            CheckResult(name: "c", status: .fail, rules: [.addOnce, .addChildFirst]),
        ]), at: Date())
        #expect(state.progress(for: "k").brokenRules == [.didMoveAfterView, .addOnce, .addChildFirst])
    }

    @Test func nextKataIsTheCurrentUnlessItPassesThenTheFirstNotPassing() {
        let workbook = Workbook(root: URL(fileURLWithPath: "/nonexistent"), katas: Katas.all)
        var state = ProgressState(current: "status-bar")
        #expect(workbook.nextKata(in: state)?.id == "status-bar")
        state.katas["status-bar"] = .init(status: .pass)
        state.katas["add-child"] = .init(status: .pass)
        #expect(workbook.nextKata(in: state)?.id == "remove-child")
        for kata in Katas.all { state.katas[kata.id] = .init(status: .pass) }
        #expect(workbook.nextKata(in: state) == nil)
        #expect(workbook.kata(after: Katas.all.last!.id)?.id == Katas.all.first?.id)
    }
}
