import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
#if canImport(Glibc)
import Glibc
#endif

/// Issue 18 item 3, with real learner files graded as the class is: a root runner never runs a
/// program as root, nothing a program starts outlives its run (even a child that left its session
/// and emptied its environment, so that neither the process group nor the job tag finds it), and
/// the program's environment names no folder of the runner's. The object check would refuse these
/// files before they run; they are graded with it off to prove the layer under it.
@Suite(.serialized) struct ClassroomProgramUserTests {
    static let setpriv = Platform.findExecutable("setpriv")
    static let unshare = Platform.findExecutable("unshare")
    /// Root, and setpriv can start programs as uid 65534 here.
    static let rootCanSwitch: Bool = {
        guard UnprivilegedUser.runnerIsRoot, let setpriv else { return false }
        return SandboxProbe.works(ProcessCapWrapper(processes: .rlimit(runnerIsRoot: false), user: .unprivileged(setpriv: setpriv, unshare: unshare)))
    }()
    static var unprivileged: ProgramUser? { setpriv.map { .unprivileged(setpriv: $0, unshare: unshare) } }

    /// Starts `setsid -f sh` with an empty environment: the child leaves the program's session
    /// and process group and carries no job tag. It marks that it started (in `folder`, then in
    /// the program's /tmp, where the program waits for it), sleeps, then writes `folder/survived`.
    /// The crash message says whether the child started.
    static func escaper(marker: String, folder: URL) -> String {
        ClassroomHostileTests.learner("""
                let child = Process()
                child.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
                child.arguments = ["-f", "/bin/sh", "-c",
                                   "touch '\(folder.path)/started'; touch /tmp/\(marker)-started; sleep 3; touch '\(folder.path)/survived'",
                                   "\(marker)"]
                child.environment = [:]
                try? child.run()
                var started = false
                var waited = 0
                while !started && waited < 300 {
                    started = FileManager.default.fileExists(atPath: "/tmp/\(marker)-started")
                    if !started { usleep(10_000); waited += 1 }
                }
                fatalError("child started \\(started)")
        """, imports: "import Glibc")
    }

    /// Processes whose command line holds `marker`.
    static func running(_ marker: String) -> [String] {
        ClassroomProcessCapTests.running(mentioning: URL(fileURLWithPath: "/" + marker))
            + ClassroomProcessCapTests.running(mentioning: URL(fileURLWithPath: marker))
    }

    /// Grades the escaper under `wrapper`; true when its child was still alive to write its file
    /// 5 s after grading returned (the child sleeps 3 s). Kills any survivor before returning.
    static func childSurvives(_ wrapper: any ExecutionWrapper, _ label: String, sandboxed: Bool) throws -> Bool {
        let cache = try EngineFixture.temporaryDirectory(label)
        let marker = "kata-escaper-\(UUID().uuidString.prefix(8))"
        // Open to the unprivileged user, outside any sandbox.
        let folder = URL(fileURLWithPath: "/tmp/\(marker)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        chmod(folder.path, 0o777)
        defer {
            for line in running(marker) { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } }
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(atPath: "/tmp/\(marker)-started")
        }
        let (result, _) = try ClassroomProcessCapTests.grade(escaper(marker: marker, folder: folder), wrapper: wrapper, cache: cache)
        #expect(result.status == .error)
        #expect(result.error?.contains("child started true") == true, "the child must have started: \(result.error ?? "no error")")
        if !sandboxed {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("started").path), "the child ran outside")
        }
        let leftAtOnce = running(marker)
        sleep(5)
        let survived = FileManager.default.fileExists(atPath: folder.appendingPathComponent("survived").path)
        return survived || !leftAtOnce.isEmpty || !running(marker).isEmpty
    }

    /// Proves the test can see a survivor: the runner's own user, no namespace, no cgroup.
    @Test func withoutANamespaceTheEscapedChildSurvives() throws {
        #expect(try Self.childSurvives(ProcessCapWrapper(processes: .rlimit(runnerIsRoot: false), user: .runner), "escaper-control", sandboxed: false))
    }

    @Test(.enabled(if: rootCanSwitch, "only for a root runner with setpriv (util-linux)"))
    func asTheUnprivilegedUserNothingSurvivesWithoutSandbox() throws {
        let wrapper = ProcessCapWrapper(processes: .unprivilegedUser(setpriv: try #require(Self.setpriv)))
        #expect(try !Self.childSurvives(wrapper, "escaper-uid-plain", sandboxed: false))
    }

    @Test(.needsPidsCgroups, .enabled(if: rootCanSwitch, "only for a root runner with setpriv (util-linux)"))
    func inItsOwnCgroupNothingSurvivesWithoutSandbox() throws {
        let wrapper = ProcessCapWrapper(processes: .cgroup(parent: try #require(ClassroomProcessCapTests.cgroupParent)), user: Self.unprivileged)
        #expect(try !Self.childSurvives(wrapper, "escaper-cgroup-plain", sandboxed: false))
    }

    @Test(.needsBubblewrap)
    func underBubblewrapNothingSurvives() throws {
        let outcome = SandboxProbe.detect()
        let wrapper = BubblewrapWrapper(bwrap: try #require(ClassroomProcessCapTests.bwrap), processes: outcome.processes, user: outcome.user)
        #expect(try !Self.childSurvives(wrapper, "escaper-bwrap", sandboxed: true))
    }

    /// Prints who it runs as, where, and its whole environment, into its crash message.
    static let environmentPrinter = ClassroomHostileTests.learner("""
            let environment = ProcessInfo.processInfo.environment.map { "\\($0.key)=\\($0.value)" }.sorted().joined(separator: " | ")
            fatalError("uid=\\(getuid()) cwd=\\(FileManager.default.currentDirectoryPath) env: \\(environment)")
    """, imports: "import Glibc")

    /// What the program saw under `wrapper`: its uid, working folder and variables.
    static func seen(under wrapper: any ExecutionWrapper, _ label: String) throws -> (uid: String, cwd: String, environment: [String: String], cache: URL) {
        let cache = try EngineFixture.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: cache) }
        let (result, _) = try ClassroomProcessCapTests.grade(environmentPrinter, wrapper: wrapper, cache: cache)
        let text = try #require(result.error, "the program's crash message")
        let uid = text.components(separatedBy: "uid=").dropFirst().first?.prefix { $0.isNumber } ?? ""
        let cwd = text.components(separatedBy: "cwd=").dropFirst().first?.components(separatedBy: " env: ").first ?? ""
        var environment: [String: String] = [:]
        for entry in (text.components(separatedBy: " env: ").dropFirst().first ?? "").components(separatedBy: " | ") {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            environment[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        try #require(environment["PATH"] != nil, "the environment was printed: \(text)")
        return (String(uid), cwd, environment, cache)
    }

    /// The runner's folders: its working folder (the checkout) and the grading cache.
    static func expectNoRunnerPath(_ seen: (uid: String, cwd: String, environment: [String: String], cache: URL)) {
        #expect(seen.environment["OLDPWD"] == nil, "OLDPWD=\(seen.environment["OLDPWD"] ?? "")")
        let runner = [FileManager.default.currentDirectoryPath, seen.cache.path]
        for (name, value) in seen.environment where !RunStaging.Staged.compiledPaths.contains(name) {
            #expect(!runner.contains { value.contains($0) }, "\(name)=\(value) names a runner folder")
        }
        #expect(!runner.contains { seen.cwd.hasPrefix($0) }, "runs in \(seen.cwd)")
    }

    /// What the product picks on this machine (the wrapper `kata grade` would use).
    @Test func theProgramSeesNoRunnerPathAndIsNeverRoot() throws {
        let outcome = SandboxProbe.detect()
        let seen = try Self.seen(under: SandboxProbe.wrapper(for: outcome), "environment-product")
        Self.expectNoRunnerPath(seen)
        // Root stays root only where nothing can switch users, and then only with a sandbox or
        // the teacher's flag; anywhere else a root runner's program is uid 65534.
        if UnprivilegedUser.runnerIsRoot, outcome.user != .root {
            #expect(seen.uid == String(UnprivilegedUser.id), "a root runner's program ran as uid \(seen.uid)")
        } else if outcome.user == .root {
            #expect(seen.uid == "0")
            if case .unavailable = outcome { #expect(SandboxProbe.refusal(for: outcome) != nil) }
        } else {
            #expect(seen.uid == String(getuid()))
        }
    }

    /// Without bubblewrap (as with KATA_SANDBOX=off): still uid 65534, still no runner path.
    @Test(.enabled(if: rootCanSwitch, "only for a root runner with setpriv (util-linux)"))
    func withoutSandboxTheProgramSeesNoRunnerPathAndIsNotRoot() throws {
        let outcome = SandboxProbe.detect(environment: ProcessInfo.processInfo.environment.merging([SandboxProbe.disableVariable: "off"]) { $1 })
        #expect(outcome.user.switchesUser, "a root runner switches user without a sandbox too: \(outcome)")
        let seen = try Self.seen(under: SandboxProbe.wrapper(for: outcome), "environment-plain")
        Self.expectNoRunnerPath(seen)
        #expect(seen.uid == String(UnprivilegedUser.id))
    }

    /// The shell that enters the working folder exported the runner's folder as OLDPWD.
    @Test func processRunnerDoesNotPassOnWhereTheRunnerWas() throws {
        let folder = try EngineFixture.temporaryDirectory("oldpwd")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ProcessRunner.run(ProcessRequest(command: ["/usr/bin/env"], workingDirectory: folder, timeout: 10, outputCap: 1 << 16))
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
        #expect(run.succeeded)
        #expect(lines.contains { $0.hasPrefix("PWD=") }, "env ran: \(lines)")
        #expect(!lines.contains { $0.hasPrefix("OLDPWD=") })
    }

    /// A root runner with neither a sandbox nor a user switch is refused, and says why and how
    /// to go on; a sandbox, or a user switch, is enough.
    @Test func gradingAsRootWithNothingToProtectIsRefused() throws {
        let sentence = try #require(SandboxProbe.refusal(for: .unavailable(reason: "no bwrap", processes: .rlimit(runnerIsRoot: true), user: .root)))
        #expect(sentence.contains("--allow-unsandboxed") && sentence.contains("no bwrap"))
        #expect(SandboxProbe.refusal(for: .unavailable(reason: "no bwrap", processes: .rlimit(runnerIsRoot: true),
                                                       user: .unprivileged(setpriv: URL(fileURLWithPath: "/usr/bin/setpriv"), unshare: nil))) == nil)
        #expect(SandboxProbe.refusal(for: .bubblewrap(URL(fileURLWithPath: "/usr/bin/bwrap"), processes: .rlimit(runnerIsRoot: true), user: .root)) == nil)
        #expect(SandboxProbe.refusal(for: .unavailable(reason: "no bwrap", processes: .rlimit(runnerIsRoot: false), user: .runner)) == nil)
        let chinese = try #require(SandboxProbe.refusal(for: .unavailable(reason: "x", processes: .rlimit(runnerIsRoot: true), user: .root),
                                                        texts: TextTable.load(language: "zh-Hans")))
        #expect(chinese.hasPrefix("未评分：") && chinese.contains("--allow-unsandboxed"))
        let chineseNotice = SandboxProbe.notice(for: .unavailable(reason: "x", processes: .rlimit(runnerIsRoot: true), user: .root),
                                                texts: TextTable.load(language: "zh-Hans"))
        #expect(chineseNotice.contains("程序以 ROOT 身份运行") && !chineseNotice.contains("。 "), "\(chineseNotice)")
        // The notice says who programs run as.
        #expect(SandboxProbe.notice(for: .unavailable(reason: "x", processes: .rlimit(runnerIsRoot: true), user: .root)).contains("PROGRAMS RUN AS ROOT"))
        #expect(SandboxProbe.notice(for: .unavailable(reason: "x", processes: .unprivilegedUser(setpriv: URL(fileURLWithPath: "/usr/bin/setpriv")),
                                                      user: .unprivileged(setpriv: URL(fileURLWithPath: "/usr/bin/setpriv"), unshare: nil))).contains("no PID namespace could be made"))
        #expect(SandboxProbe.notice(for: .unavailable(reason: "x", processes: .cgroup(parent: URL(fileURLWithPath: "/sys/fs/cgroup/pids")),
                                                      user: .unprivileged(setpriv: URL(fileURLWithPath: "/usr/bin/setpriv"),
                                                                          unshare: URL(fileURLWithPath: "/usr/bin/unshare")))).contains("never as root, in a PID namespace of their own"))
    }

    /// The real `kata grade` on a machine where setpriv and bwrap cannot be found (PATH without
    /// them): refused with exit 64, saying why, and nothing written.
    @Test(.enabled(if: UnprivilegedUser.runnerIsRoot, "only root is refused"))
    func kataGradeRefusesRootWithoutProtectionUnlessTold() throws {
        let root = try EngineFixture.temporaryDirectory("refusal")
        defer { try? FileManager.default.removeItem(at: root) }
        let student = root.appendingPathComponent("submissions/ada/Exercises/add-child")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: EngineFixture.project.url("Solutions/add-child/ContainerViewController.swift"),
                                         to: student.appendingPathComponent("ContainerViewController.swift"))
        // A PATH with swiftc only: neither setpriv nor bwrap nor unshare is found.
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swiftc = try #require(Platform.findExecutable("swiftc"))
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("swiftc"), withDestinationURL: swiftc)
        func grade(_ extra: [String]) throws -> (Int32, String) {
            let out = root.appendingPathComponent("out-\(extra.count)")
            let run = try KataBinary.run(["grade", root.appendingPathComponent("submissions").path, "--out", out.path, "--katas", "add-child"] + extra,
                                         environment: ["PATH": bin.path, "SWIFTC": swiftc.path])
            return (run.status, run.stderr + (FileManager.default.fileExists(atPath: out.appendingPathComponent("grades.csv").path) ? " [grades.csv]" : ""))
        }
        let (status, said) = try grade([])
        #expect(status == 64, "\(said)")
        #expect(said.contains("Not grading: kata runs as root") && said.contains("--allow-unsandboxed"))
        #expect(!said.contains("[grades.csv]"))
    }

    /// A checkout uid 65534 cannot enter (a 0700 `mktemp -d`, /root): the run's folder and the
    /// runtime libraries are copied where that user reads them, and the program finds them.
    /// Hard links on one file system: measured under 50 ms a run (the libraries once a process).
    @Test(.enabled(if: rootCanSwitch, "only for a root runner with setpriv (util-linux)"))
    func aClosedCheckoutIsMadeReachable() throws {
        let closed = try EngineFixture.temporaryDirectory("closed-checkout")
        defer { try? FileManager.default.removeItem(at: closed) }
        chmod(closed.path, 0o700)
        let libraries = closed.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 12 << 20).write(to: libraries.appendingPathComponent("libKataFake.so"))
        try Data("runtime".utf8).write(to: libraries.appendingPathComponent("libKataMark.so"))
        #expect(UnprivilegedUser.unreachable(libraries) != nil)
        let user: ProgramUser = try #require(Self.unprivileged)
        let wrapper = ProcessCapWrapper(processes: .rlimit(runnerIsRoot: false), user: user)
        var seconds: [Double] = []
        for index in 0..<10 {
            let scratch = closed.appendingPathComponent(".build/kata-cache/attempts/run-\(index)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(repeating: 1, count: 8 << 20).write(to: scratch.appendingPathComponent("grader"))
            try Data("source".utf8).write(to: scratch.appendingPathComponent("ContainerViewController.swift"))
            let started = Date()
            try wrapper.prepare(scratch: scratch, readOnly: [libraries])
            var request = ProcessRequest(command: wrapper.wrap(["/bin/sh", "-c", #"id -u; cat "$LD_LIBRARY_PATH/libKataMark.so"; echo; cat ContainerViewController.swift; echo; pwd"#],
                                                               scratch: scratch, readOnly: [libraries]),
                                         workingDirectory: scratch, timeout: 10, outputCap: 4096)
            wrapper.configure(&request, limits: RunLimits(processes: 64))
            seconds.append(Date().timeIntervalSince(started))
            let run = ProcessRunner.run(request)
            let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(run.succeeded, "\(String(decoding: run.stderr, as: UTF8.self))")
            #expect(Array(lines.prefix(3)) == ["\(UnprivilegedUser.id)", "runtime", "source"], "\(lines)")
            #expect(lines.last.map { !$0.hasPrefix(closed.path) } == true, "ran in \(lines.last ?? "?")")
            #expect(request.workingDirectory.map { !FileManager.default.fileExists(atPath: $0.path) } == true, "the copy is removed after the run")
        }
        let average = seconds.reduce(0, +) / Double(seconds.count)
        print("RunStaging: \(seconds.count) runs, \(Int(average * 1_000_000)) µs on average to copy a run's folder (first, with the libraries: \(Int(seconds[0] * 1_000_000)) µs)")
        #expect(average < 0.05, "copying a run's folder took \(average) s on average")
    }
}
