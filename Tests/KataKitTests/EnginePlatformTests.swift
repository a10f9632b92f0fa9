import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The platform seam: spawning in a process group with a time limit and an output cap, exit codes
/// and signals, and resource limits through the POSIX shell.
@Suite struct EnginePlatformTests {
    @Test func exitCodeAndOutputAreReported() {
        let result = ProcessRunner.run(ProcessRequest(command: ["/bin/sh", "-c", "echo out; echo err >&2; exit 3"], timeout: 10, outputCap: 1024))
        #expect(result.termination == .exited(3))
        #expect(String(decoding: result.stdout, as: UTF8.self) == "out\n")
        #expect(String(decoding: result.stderr, as: UTF8.self) == "err\n")
    }

    @Test func signalIsReported() {
        let result = ProcessRunner.run(ProcessRequest(command: ["/bin/sh", "-c", "kill -SEGV $$"], timeout: 10, outputCap: 1024))
        #expect(result.termination == .signaled(SIGSEGV))
        #expect(Platform.signalName(SIGSEGV) == "SIGSEGV")
    }

    @Test func timeoutKillsTheWholeProcessGroup() throws {
        let dir = try EngineFixture.temporaryDirectory("group")
        defer { try? FileManager.default.removeItem(at: dir) }
        let marker = dir.appendingPathComponent("survivor")
        // A background grandchild that would write the marker if it outlived the timeout.
        let script = "(sleep 2; echo alive > '\(marker.path)') & wait"
        let result = ProcessRunner.run(ProcessRequest(command: ["/bin/sh", "-c", script], timeout: 0.5, outputCap: 1024))
        #expect(result.termination == .timedOut)
        sleep(3)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func outputIsCappedButDrained() {
        let result = ProcessRunner.run(ProcessRequest(
            command: ["/bin/sh", "-c", "head -c 5000000 /dev/zero; echo done >&2"], timeout: 30, outputCap: 1000))
        #expect(result.termination == .exited(0))
        #expect(result.stdout.count == 1000)
        #expect(result.stdoutTruncated)
        #expect(String(decoding: result.stderr, as: UTF8.self) == "done\n")
        #expect(!result.stderrTruncated)
    }

    @Test func missingExecutableIsALaunchFailure() {
        let result = ProcessRunner.run(ProcessRequest(command: ["/no/such/program"], timeout: 5, outputCap: 10))
        if case .launchFailed(let reason) = result.termination {
            #expect(reason.contains("/no/such/program"))
        } else {
            Issue.record("expected a launch failure, got \(result.termination)")
        }
    }

    @Test func workingDirectoryIsHonoured() throws {
        let dir = try EngineFixture.temporaryDirectory("cwd")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = ProcessRunner.run(ProcessRequest(command: ["/bin/pwd"], workingDirectory: dir, timeout: 5, outputCap: 4096))
        #expect(String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .newlines) == dir.resolvingSymlinksInPath().path)
    }

    @Test func cpuLimitStopsABusyLoop() {
        let command = ResourceLimits.apply(RunLimits(cpuSeconds: 1), to: ["/bin/sh", "-c", "while :; do :; done"])
        #expect(command.prefix(2) == ["/bin/sh", "-c"])
        let result = ProcessRunner.run(ProcessRequest(command: command, timeout: 20, outputCap: 1024))
        #expect(result.termination == .signaled(SIGXCPU) || result.termination == .signaled(SIGKILL))
    }

    @Test func limitsShellReportsTheLimitsItSet() {
        let limits = RunLimits(memoryBytes: 512 << 20, cpuSeconds: 7)
        let command = ResourceLimits.apply(limits, to: ["/bin/sh", "-c", "ulimit -t; ulimit -v"])
        let result = ProcessRunner.run(ProcessRequest(command: command, timeout: 10, outputCap: 1024))
        #expect(String(decoding: result.stdout, as: UTF8.self) == "7\n524288\n")
        #expect(ResourceLimits.apply(RunLimits(), to: ["x"]) == ["x"])
    }
}

/// The runtime's staleness check walks its sources with `stat`: the newest regular file anywhere
/// below counts, a linked file counts with its target's time, folders themselves do not.
@Test func newestModificationWalksFoldersAndFollowsLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-times-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let deep = root.appendingPathComponent("a/b/c")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let old = root.appendingPathComponent("a/old.swift"), new = deep.appendingPathComponent("new.swift")
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("kata-times-target-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: target) }
    for file in [old, new, target] { try Data("x".utf8).write(to: file) }
    func set(_ url: URL, _ seconds: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: url.path)
    }
    try set(old, 1_000_000)
    try set(new, 2_000_000)
    try set(target, 1_500_000)
    #expect(FileStat.newestModification(under: [root]) == Date(timeIntervalSince1970: 2_000_000))
    try set(target, 3_000_000)
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.swift"), withDestinationURL: target)
    #expect(FileStat.newestModification(under: [root]) == Date(timeIntervalSince1970: 3_000_000))
    // A folder's own time is not a file's.
    try set(deep, 4_000_000)
    #expect(FileStat.newestModification(under: [root]) == Date(timeIntervalSince1970: 3_000_000))
    #expect(FileStat.newestModification(under: [root.appendingPathComponent("missing")]) == nil)
    #expect(FileStat.modificationDate(new) == Date(timeIntervalSince1970: 2_000_000))
}
