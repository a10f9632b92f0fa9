import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import KataKit

/// Watch mode on a real terminal: the real `kata` binary runs under a pseudo-terminal (`script`)
/// while it grades a learner file that never returns; Ctrl-C (SIGINT), SIGTERM and SIGHUP must
/// end it at once, give the terminal back in the mode it had, and leave none of its children.
@Suite(.serialized) struct CLIWatchSignalTests {
    /// How long `kata` may take from the signal to its exit.
    static let exitBound = 3.0

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalEndsWatchModeAtOnce(_ signalNumber: Int32) throws {
        #if os(Linux)
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "util-linux `script` is needed for a pseudo-terminal")
        let kata = try #require(KataBinary.url, "the kata binary was not found next to the test bundle")
        let workbook = try AddChildWorkbook(solved: false)
        defer { workbook.remove() }
        try workbook.install("Tests/KataKitTests/Fixtures/Runner/hang.swift")
        let scratch = workbook.root.appendingPathComponent(".signal-test")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        func file(_ name: String) -> String { scratch.appendingPathComponent(name).path }

        // Inside the terminal: its mode before, kata (whose pid is recorded), its exit code, the mode after.
        let inner = "stty -g > '\(file("before"))'; sh -c 'echo $$ > \"\(file("pid"))\"; exec \"\(kata.path)\" watch add-child'; "
            + "echo $? > '\(file("rc"))'; stty -g > '\(file("after"))'"
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qfec", inner, "/dev/null"]
        process.currentDirectoryURL = workbook.root
        process.environment = ProcessInfo.processInfo.environment.merging(workbook.environment) { _, new in new }
        let input = Pipe(), output = Pipe()
        process.standardInput = input      // kept open: end of input would quit watch mode by itself
        process.standardOutput = output
        process.standardError = output
        let drained = Thread { _ = output.fileHandleForReading.readDataToEndOfFile() }
        drained.start()
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? input.fileHandleForWriting.close()
        }

        // Wait for kata to be grading: a child of its own running (the compiler, then the hanging program).
        let pid = try #require(waitFor(seconds: 120) { (try? String(contentsOfFile: file("pid"), encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } })
        let children = try #require(waitFor(seconds: 180) { () -> Set<pid_t>? in
            let found = Self.descendants(of: pid)
            return found.isEmpty ? nil : found
        }, "kata never started grading")
        // Let the grading reach the learner's program (a child that runs until killed).
        Thread.sleep(forTimeInterval: 1.0)
        let watched = children.union(Self.descendants(of: pid))

        let sent = Date()
        #expect(kill(pid, signalNumber) == 0)
        let code = waitFor(seconds: Self.exitBound) { (try? String(contentsOfFile: file("rc"), encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }
        let took = Date().timeIntervalSince(sent)
        #expect(code == 128 + signalNumber, "kata did not exit within \(Self.exitBound) s of signal \(signalNumber) (waited \(took) s)")

        // The terminal is back in the mode it had before kata set it raw.
        // (The shell creates each file before `stty` has written its line: wait for the whole line.)
        func settings(_ name: String) -> String? {
            (try? String(contentsOfFile: file(name), encoding: .utf8)).flatMap { $0.hasSuffix("\n") ? $0 : nil }
        }
        let before = try #require(waitFor(seconds: 5) { settings("before") })
        let after = try #require(waitFor(seconds: 5) { settings("after") })
        #expect(before == after)

        // None of the processes kata started outlives it.
        let left = waitFor(seconds: 2) { () -> Bool? in watched.allSatisfy { !Self.isAlive($0) } ? true : nil }
        #expect(left == true, "still running after kata exited: \(watched.filter(Self.isAlive).sorted())")
        #endif
    }

    /// Polls `probe` every 50 ms until it gives a value or `seconds` pass.
    func waitFor<T>(seconds: Double, _ probe: () -> T?) -> T? {
        let end = Date().addingTimeInterval(seconds)
        repeat {
            if let value = probe() { return value }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < end
        return probe()
    }

    #if os(Linux)
    /// Every process below `root` (children, their children, …), from `/proc/<pid>/stat`.
    static func descendants(of root: pid_t) -> Set<pid_t> {
        var parents: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        var found: Set<pid_t> = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let next = Set(parents.filter { frontier.contains($0.value) }.map(\.key)).subtracting(found)
            found.formUnion(next)
            frontier = next
        }
        return found
    }

    /// True while `pid` exists and is not a zombie waiting to be reaped.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
    #endif
}
