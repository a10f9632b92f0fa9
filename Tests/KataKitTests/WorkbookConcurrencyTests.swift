import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataWorkbook

/// Six `kata run` processes at once on one workbook: every one of them records its result (the
/// progress file is locked and replaced atomically, so no update is lost).
@Suite struct WorkbookConcurrencyTests {
    @Test func sixConcurrentRunsRecordSixResults() throws {
        let configuration = try #require(KataBinary.buildConfigurationDirectory)
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 946_684_800)],
                                              ofItemAtPath: root.appendingPathComponent("Package.swift").path)
        let katas = Array(Katas.all.prefix(6).map(\.id))
        #expect(katas.count == 6)
        let environment = ["KATA_BUILD_DIR": configuration.deletingLastPathComponent().path, "NO_COLOR": "1"]
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: katas.count) { index in
            let run = try? KataBinary.run(["run", katas[index]], in: root, environment: environment)
            statuses.set(index, run?.status)
        }
        #expect(statuses.all == Array(repeating: 1, count: 6), "every starter fails (exit 1)")
        let (state, warning) = ProgressStore(root: root).load()
        #expect(warning == nil, "the progress file was damaged: \(warning ?? "")")
        for id in katas {
            #expect(state.status(of: id) == .fail, "\(id) was not recorded")
        }
    }

    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var values = Array<Int32?>(repeating: nil, count: 6)
        func set(_ index: Int, _ value: Int32?) { lock.lock(); values[index] = value; lock.unlock() }
        var all: [Int32?] { lock.lock(); defer { lock.unlock() }; return values }
    }
}
