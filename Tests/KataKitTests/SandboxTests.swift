import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// BubblewrapWrapper really contains a program: it can write its scratch folder and nothing else,
/// cannot see files outside what is mounted, and has no network. These tests run bwrap for real;
/// on a machine without it they fail and say how to install it (nothing is skipped).
@Suite struct SandboxTests {
    struct SandboxUnavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { "bubblewrap is needed for this test and is unusable here (\(reason)): run scripts/install-ci-tools.sh as root" }
    }

    static func bwrap() throws -> URL {
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != SandboxProbe.disableVariable }
        switch SandboxProbe.detect(environment: environment) {
        case .bubblewrap(let url, _, _): return url
        case .unavailable(let reason, _, _): throw SandboxUnavailable(reason: reason)
        }
    }

    /// Runs `script` under the wrapper; returns exit status and stdout.
    static func run(_ script: String, scratch: URL, readOnly: [URL] = []) throws -> (Int32, String) {
        // Started as this runner would start it (as uid 65534 when root and setpriv works here).
        let command = BubblewrapWrapper(bwrap: try bwrap(), user: SandboxProbe.detect().user).wrap(["/bin/sh", "-c", script], scratch: scratch, readOnly: readOnly)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self))
    }

    static func tempDir(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Results travel through a pipe, so even the scratch folder is read-only: the only writable
    /// place is a size-limited /tmp, and the program runs as an unprivileged uid (even as root).
    @Test func onlyASizeLimitedTmpIsWritable() throws {
        let scratch = try Self.tempDir("scratch")
        let neighbour = try Self.tempDir("neighbour")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: neighbour) }
        let canary = neighbour.appendingPathComponent("canary.txt")
        try Data("alive".utf8).write(to: canary)
        let (status, out) = try Self.run("""
            echo ok > '\(scratch.path)/written.txt' 2>/dev/null && echo wrote-scratch
            echo ok > /tmp/t.txt && echo wrote-tmp
            dd if=/dev/zero of=/tmp/big bs=1M count=200 2>/dev/null && echo filled-tmp
            test "$(id -u)" = 65534 && echo unprivileged
            rm '\(canary.path)' 2>/dev/null && echo removed-canary
            test -e '\(canary.path)' && echo sees-canary
            touch /usr/kata-test 2>/dev/null && echo wrote-usr
            touch /etc/kata-test 2>/dev/null && echo wrote-etc
            touch /kata-test 2>/dev/null && echo wrote-root
            test -e /work && echo sees-work
            test -e /root && echo sees-root
            exit 0
            """, scratch: scratch)
        #expect(status == 0)
        #expect(out.split(separator: "\n") == ["wrote-tmp", "unprivileged"])
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("written.txt").path))
        #expect(try String(contentsOf: canary, encoding: .utf8) == "alive")
    }

    @Test func readOnlyFoldersCanBeReadButNotChanged() throws {
        let scratch = try Self.tempDir("scratch")
        let library = try Self.tempDir("runtime")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: library) }
        try Data("lib".utf8).write(to: library.appendingPathComponent("libKataRuntime.so"))
        let (_, out) = try Self.run("""
            cat '\(library.path)/libKataRuntime.so' && echo
            echo x > '\(library.path)/libKataRuntime.so' 2>/dev/null && echo overwrote
            """, scratch: scratch, readOnly: [library])
        #expect(out == "lib\n")
    }

    @Test func noNetworkButLoopback() throws {
        let scratch = try Self.tempDir("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // /proc/net/dev lists the interfaces of the program's network namespace.
        let (_, out) = try Self.run("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '", scratch: scratch)
        #expect(out.split(separator: "\n").map(String.init) == ["lo"])
    }

    @Test func argumentsMountNothingWritable() {
        let wrapper = BubblewrapWrapper(bwrap: URL(fileURLWithPath: "/usr/bin/bwrap"), systemReadOnly: [URL(fileURLWithPath: "/opt/swift")])
        let args = wrapper.arguments(scratch: URL(fileURLWithPath: "/tmp/s1"), readOnly: [URL(fileURLWithPath: "/work/main/.build/debug")])
        let writableBinds = args.indices.filter { args[$0] == "--bind" || args[$0] == "--bind-try" || args[$0] == "--dev-bind" }
        #expect(writableBinds.isEmpty)
        #expect(args.contains("--size") && args.contains("--uid") && args.contains("--unshare-user"))
        #expect(args.contains("--unshare-all") && args.contains("--die-with-parent") && args.contains("--new-session"))
        let roBinds = args.indices.filter { args[$0].hasPrefix("--ro-bind") }.map { args[$0 + 1] }
        #expect(roBinds.contains("/opt/swift") && roBinds.contains("/work/main/.build/debug"))
        #expect(!roBinds.contains("/") && !roBinds.contains("/work") && !roBinds.contains("/home"))
    }

    @Test func credentialLookingVariablesAreDropped() {
        let names = BubblewrapWrapper.secretLookingVariables(["GITHUB_TOKEN": "x", "PATH": "/bin", "AWS_SECRET_ACCESS_KEY": "y", "HOME": "/root"])
        #expect(names == ["AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN"])
    }

    @Test func disablingOnPurposeIsReportedLoudly() throws {
        let outcome = SandboxProbe.detect(environment: ["KATA_SANDBOX": "off", "PATH": "/usr/bin"])
        #expect(outcome == .unavailable(reason: "KATA_SANDBOX=off", processes: outcome.processes, user: outcome.user))
        #expect(SandboxProbe.notice(for: outcome).hasPrefix("WARNING: NO BUBBLEWRAP SANDBOX"))
        // The process cap and the user switch still apply.
        let capped = SandboxProbe.wrapper(for: .unavailable(reason: "off", processes: .cgroup(parent: URL(fileURLWithPath: "/sys/fs/cgroup/pids"))))
        #expect(ProcessCapTests.configured(capped).pidsCgroup?.parent.path == "/sys/fs/cgroup/pids")
    }
}
