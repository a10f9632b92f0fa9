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

/// Issue 14's limits that hold as root, measured with real hostile learner files: a fork bomb
/// (bounded: `attempts` children that sleep) stays at the process limit, in a pids cgroup of its
/// own or as the real uid 65534, with bubblewrap and without, is graded to completion in bounded
/// time, does not pass, and leaves no process and no cgroup behind (while an honest file passes); a program that writes 2 GB stops at RLIMIT_FSIZE and
/// the 64 MiB /tmp. The object check would refuse all of them before they run (fork, sleep,
/// open and write are not a view controller's business); these tests grade with it off to prove
/// the layer under it.
@Suite(.serialized) struct ClassroomProcessCapTests {
    static let limit = 128
    static let attempts = 1_000

    static let bwrap: URL? = {
        if case .bubblewrap(let url, _, _) = SandboxProbe.detect() { return url }
        return nil
    }()
    static let cgroupParent = PidsCgroup.usableParent()
    static let setpriv = Platform.findExecutable("setpriv")
    /// Root, and bwrap starts as uid 65534 here (unprivileged user namespaces allowed).
    static let userSwitchWorks: Bool = {
        guard UnprivilegedUser.runnerIsRoot, let bwrap, let setpriv else { return false }
        return SandboxProbe.works(BubblewrapWrapper(bwrap: bwrap, systemReadOnly: [], processes: .unprivilegedUser(setpriv: setpriv)))
    }()
    /// Root, and setpriv can start programs as uid 65534 (no sandbox).
    static let plainUserSwitchWorks: Bool = {
        guard UnprivilegedUser.runnerIsRoot, let setpriv else { return false }
        return SandboxProbe.works(ProcessCapWrapper(processes: .unprivilegedUser(setpriv: setpriv)))
    }()

    /// Forks until `attempts` children sleep or fork fails, then crashes with the count: the crash
    /// message is the one channel out of a graded run the learner controls.
    static let forkBomb = ClassroomHostileTests.learner("""
            var made = 0
            for _ in 0..<\(attempts) {
                let child = fork()
                if child == 0 { sleep(60); _exit(0) }
                if child > 0 { made += 1 }
            }
            fatalError("forked \\(made) of \(attempts)")
    """, imports: "import Glibc")

    /// Writes one file of up to 2 GB, then 15 MiB files until /tmp is full; crashes with the sizes.
    static let bigWriter = ClassroomHostileTests.learner("""
            signal(SIGXFSZ, SIG_IGN)
            // Memory-safe (graded files compile with strict memory safety): FileHandle, 1 MiB a write.
            let chunk = Data(repeating: 7, count: 1 << 20)
            func fill(_ path: String, upTo limit: Int) -> Int {
                guard FileManager.default.createFile(atPath: path, contents: nil),
                      let handle = FileHandle(forWritingAtPath: path) else { return 0 }
                defer { try? handle.close() }
                var total = 0
                while total < limit {
                    do { try handle.write(contentsOf: chunk) } catch { break }
                    total += chunk.count
                }
                return Int((try? handle.seekToEnd()) ?? UInt64(total))
            }
            let big = fill("/tmp/big", upTo: 2048 << 20)
            var rest = 0
            for i in 0..<200 {
                let wrote = fill("/tmp/f\\(i)", upTo: 15 << 20)
                rest += wrote
                if wrote < 15 << 20 { break }
            }
            fatalError("bigfile \\(big) tmprest \\(rest)")
    """, imports: "import Glibc")

    /// Grades `source` with the object check off (see above) and the class limits, processes at `limit`.
    /// `wrapper` is asked for every folder a run really started in (`RecordingWrapper`).
    static func grade(_ source: String, wrapper: any ExecutionWrapper, cache: URL) throws -> (KataResult, seconds: Double) {
        let file = cache.appendingPathComponent("ContainerViewController.swift")
        try Data(source.utf8).write(to: file)
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache, wrapper: wrapper, symbolCheck: .off)
        var limits = EngineSubmissionGrading.classLimits(timeout: 10)
        limits.processes = limit
        let started = Date()
        let result = grader.grade(GradeRequest(kata: ClassroomHostileTests.katas[0], learnerFile: file, limits: limits))
        return (result, Date().timeIntervalSince(started))
    }

    /// The numbers after `label` in the crash message ("forked 117 of 1000" → [117, 1000]).
    static func numbers(after label: String, in result: KataResult) -> [Int] {
        guard let text = result.error, let range = text.range(of: label + " ") else { return [] }
        return text[range.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { Int($0) }
    }

    /// Processes still running whose command line names `folder` (the graded program and every
    /// fork of it run from the attempt folder inside it).
    static func running(mentioning folder: URL) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int32($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(folder.path) ? "\(pid): \(line)" : nil
        }
    }

    /// Under `wrapper`: the fork bomb stays under the limit (also by the kernel's own count,
    /// `peak`, when there is one), is graded in bounded time, does not pass and leaves no process
    /// behind; an honest file still passes.
    static func forkBombStaysAtTheLimit(_ wrapper: any ExecutionWrapper, _ label: String, peak: () -> Int? = { nil }) throws {
        let cache = try EngineFixture.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: cache) }
        let recording = RecordingWrapper(wrapper)
        let (result, seconds) = try grade(forkBomb, wrapper: recording, cache: cache)
        #expect(result.status == .error, "a fork bomb must not pass: \(result.status)")
        let counts = numbers(after: "forked", in: result)
        try #require(counts.count == 2, "the crash message carries the count: \(result.error ?? "no error")")
        // The program's own threads (and bwrap with its init) count too, so fewer than `limit` forks succeed.
        #expect(counts[0] < limit, "forked \(counts[0]) under a limit of \(limit)")
        #expect(counts[0] >= limit / 2, "the bomb really forked: \(counts[0])")
        #expect(seconds < 60, "graded in \(seconds) s")
        let folder = try #require(recording.folders.first, "the run started somewhere")
        #expect(running(mentioning: folder).isEmpty, "left running: \(running(mentioning: folder))")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the run's copy is removed: \(folder.path)")
        if let peak = peak() {
            #expect(peak <= limit && peak > limit / 2, "pids.peak \(peak)")
        }
        // Second: its tasks would count in `peak` too.
        let (honest, _) = try grade(ClassroomHostileTests.solution, wrapper: wrapper, cache: cache)
        #expect(honest.status == .pass, "an honest file must still pass: \(honest.error ?? "")")
    }

    /// Runs `body` with a cgroup parent of the test's own (so that leftovers are ours to see
    /// whatever else runs at the same time), then checks that no run's cgroup is left.
    static func inTestCgroup(_ body: (URL) throws -> Void) throws {
        let parent = try #require(cgroupParent).appendingPathComponent("kata-test-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try PidsCgroup.makeParent(parent)
        defer { rmdir(parent.path) }
        try body(parent)
        let leftover = (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.filter { $0.hasPrefix(PidsCgroup.prefix) } ?? []
        #expect(leftover.isEmpty, "cgroups left behind: \(leftover)")
        #expect(rmdir(parent.path) == 0, "the test's cgroup must be empty")
    }

    @Test(.needsBubblewrap, .needsPidsCgroups)
    func forkBombStaysAtTheLimitInItsOwnCgroup() throws {
        try Self.inTestCgroup { parent in
            try Self.forkBombStaysAtTheLimit(BubblewrapWrapper(bwrap: try #require(Self.bwrap), processes: .cgroup(parent: parent)),
                                             "forkbomb-cgroup", peak: { PidsCgroup(path: parent).peak })
        }
    }

    @Test(.needsBubblewrap,
          .enabled(if: userSwitchWorks, "only for a root runner where bwrap can start as uid 65534 (unprivileged user namespaces allowed)"))
    func forkBombStaysAtTheLimitAsTheUnprivilegedUser() throws {
        let processes = ProcessCap.unprivilegedUser(setpriv: try #require(Self.setpriv))
        try Self.forkBombStaysAtTheLimit(BubblewrapWrapper(bwrap: try #require(Self.bwrap), processes: processes), "forkbomb-uid")
    }

    /// Where bubblewrap cannot run, the cap still holds (the fallback the gradebook announces).
    @Test(.needsPidsCgroups)
    func forkBombStaysAtTheLimitInItsOwnCgroupWithoutSandbox() throws {
        try Self.inTestCgroup { parent in
            try Self.forkBombStaysAtTheLimit(ProcessCapWrapper(processes: .cgroup(parent: parent)), "forkbomb-cgroup-plain",
                                             peak: { PidsCgroup(path: parent).peak })
        }
    }

    @Test(.enabled(if: plainUserSwitchWorks, "only for a root runner with setpriv (util-linux)"))
    func forkBombStaysAtTheLimitAsTheUnprivilegedUserWithoutSandbox() throws {
        try Self.forkBombStaysAtTheLimit(ProcessCapWrapper(processes: .unprivilegedUser(setpriv: try #require(Self.setpriv))), "forkbomb-uid-plain")
    }

    /// Why the two caps above exist: as root, RLIMIT_NPROC alone lets every fork through. Proves
    /// that the tests above measure the cap (they would fail without it).
    @Test(.needsBubblewrap,
          .enabled(if: UnprivilegedUser.runnerIsRoot, "RLIMIT_NPROC holds for a non-root runner; only root ignores it"))
    func rlimitAloneDoesNotHoldForRoot() throws {
        let cache = try EngineFixture.temporaryDirectory("forkbomb-rlimit")
        defer { try? FileManager.default.removeItem(at: cache) }
        // Started as root (bwrap's user namespace maps its uid 65534 to root outside).
        let recording = RecordingWrapper(BubblewrapWrapper(bwrap: try #require(Self.bwrap), processes: .rlimit(runnerIsRoot: true), user: .runner))
        let (result, _) = try Self.grade(Self.forkBomb, wrapper: recording, cache: cache)
        #expect(result.status == .error)
        #expect(Self.numbers(after: "forked", in: result).first == Self.attempts)
        let folder = try #require(recording.folders.first)
        #expect(Self.running(mentioning: folder).isEmpty, "left running: \(Self.running(mentioning: folder))")
    }

    /// RLIMIT_FSIZE (16 MiB) and the 64 MiB tmpfs /tmp hold whoever runs the grader, root included.
    @Test(.needsBubblewrap)
    func twoGigabytesStopAtTheFileSizeLimitAndTheTmpSize() throws {
        let cache = try EngineFixture.temporaryDirectory("bigwriter")
        defer { try? FileManager.default.removeItem(at: cache) }
        let (result, seconds) = try Self.grade(Self.bigWriter, wrapper: SandboxProbe.wrapper(for: SandboxProbe.detect()), cache: cache)
        #expect(result.status == .error)
        let big = Self.numbers(after: "bigfile", in: result).first
        let rest = Self.numbers(after: "tmprest", in: result).first
        #expect(big == 16 << 20, "the 2 GB file stopped at \(big.map(String.init) ?? "?") bytes")
        let total = (big ?? 0) + (rest ?? 0)
        #expect(total <= 64 << 20 && total > 60 << 20, "/tmp took \(total) bytes")
        #expect(seconds < 60)
    }

    /// SIGINT/SIGTERM: the registry kills what is in a run's cgroup and removes it.
    @Test(.needsPidsCgroups)
    func interruptCleanupRemovesTheCgroup() throws {
        let cgroup = try PidsCgroup.create(.init(parent: try #require(Self.cgroupParent), maxTasks: 16))
        let command = cgroup.joining(["/bin/sleep", "30"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        try process.run()
        let deadline = Date().addingTimeInterval(5)
        while cgroup.tasks.isEmpty, Date() < deadline { usleep(10_000) }
        #expect(cgroup.tasks == [process.processIdentifier])
        let registry = ChildRegistry()
        registry.addCgroup(cgroup)
        registry.cleanUp()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(!FileManager.default.fileExists(atPath: cgroup.path.path))
    }
}

/// Why a machine-dependent test does not run here (said in the test report).
/// Passes everything to `inner`, keeping the working folder each run really started in (its
/// copy, `RunStaging`), so a test can look for what is left of it.
final class RecordingWrapper: ExecutionWrapper, @unchecked Sendable {
    let inner: any ExecutionWrapper
    private let lock = NSLock()
    private var started: [URL] = []

    init(_ inner: any ExecutionWrapper) { self.inner = inner }

    var folders: [URL] { lock.withLock { started } }

    func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String] {
        inner.wrap(command, scratch: scratch, readOnly: readOnly)
    }

    func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        inner.configure(&process, limits: limits)
        if let folder = process.workingDirectory { lock.withLock { started.append(folder) } }
    }

    func prepare(scratch: URL, readOnly: [URL]) throws {
        try inner.prepare(scratch: scratch, readOnly: readOnly)
    }
}

extension Trait where Self == ConditionTrait {
    static var needsBubblewrap: Self {
        .enabled(if: ClassroomProcessCapTests.bwrap != nil, "needs bubblewrap (Linux; scripts/install-ci-tools.sh)")
    }
    static var needsPidsCgroups: Self {
        .enabled(if: ClassroomProcessCapTests.cgroupParent != nil, "needs a writable pids cgroup hierarchy (Linux with /sys/fs/cgroup writable)")
    }
}

/// Choosing and describing the process cap (no processes run).
@Suite struct ProcessCapTests {
    let parent = URL(fileURLWithPath: "/sys/fs/cgroup/pids")
    let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")

    @Test func strongestCapFirst() {
        #expect(ProcessCap.strongest(cgroupParent: parent, runnerIsRoot: true) { setpriv } == .cgroup(parent: parent))
        #expect(ProcessCap.strongest(cgroupParent: nil, runnerIsRoot: true) { setpriv } == .unprivilegedUser(setpriv: setpriv))
        #expect(ProcessCap.strongest(cgroupParent: nil, runnerIsRoot: true) { nil } == .rlimit(runnerIsRoot: true))
        // Not root: RLIMIT_NPROC holds, and no user switch is tried.
        #expect(ProcessCap.strongest(cgroupParent: nil, runnerIsRoot: false) {
            Issue.record("a non-root runner cannot switch users")
            return setpriv
        } == .rlimit(runnerIsRoot: false))
    }

    @Test func theUserSwitchComesBeforeTheSandbox() {
        let wrapper = BubblewrapWrapper(bwrap: URL(fileURLWithPath: "/usr/bin/bwrap"), systemReadOnly: [],
                                        processes: .unprivilegedUser(setpriv: setpriv))
        let command = wrapper.wrap(["/prog"], scratch: URL(fileURLWithPath: "/tmp/s"), readOnly: [])
        #expect(Array(command.prefix(7)) == ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--no-new-privs", "--", "/usr/bin/bwrap"])
        #expect(command.last == "/prog")
        // Its pipes are handed to that user (Swift Testing reopens the result channel by name).
        #expect(Self.configured(wrapper).pipeOwner == 65534 && Self.configured(wrapper).pidsCgroup == nil)
    }

    @Test func aCgroupPerRunCappedAtTheProcessLimit() {
        let wrapper = BubblewrapWrapper(bwrap: URL(fileURLWithPath: "/usr/bin/bwrap"), processes: .cgroup(parent: parent), user: .runner)
        #expect(Self.configured(wrapper).pidsCgroup == PidsCgroup.Spec(parent: parent, maxTasks: 64))
        #expect(Self.configured(wrapper, processes: nil).pidsCgroup == nil)
        #expect(Self.configured(wrapper).pipeOwner == nil)
        #expect(wrapper.wrap(["/prog"], scratch: URL(fileURLWithPath: "/tmp/s"), readOnly: []).first == "/usr/bin/bwrap")
    }

    /// The run `wrapper` sets up for a program limited to `processes`.
    static func configured(_ wrapper: any ExecutionWrapper, processes: Int? = 64) -> ProcessRequest {
        var request = ProcessRequest(command: ["/prog"], timeout: 1, outputCap: 1)
        wrapper.configure(&request, limits: RunLimits(processes: processes))
        return request
    }

    /// The gradebook's notice (summary.md, every results.json, stderr) names the cap, loudly when none holds.
    @Test func theNoticeSaysWhichCapHolds() {
        let bwrap = URL(fileURLWithPath: "/usr/bin/bwrap")
        #expect(SandboxProbe.notice(for: .bubblewrap(bwrap, processes: .cgroup(parent: parent))).contains("pids cgroup of its own (under /sys/fs/cgroup/pids)"))
        #expect(SandboxProbe.notice(for: .bubblewrap(bwrap, processes: .unprivilegedUser(setpriv: setpriv))).contains("real uid 65534"))
        #expect(SandboxProbe.notice(for: .bubblewrap(bwrap, processes: .rlimit(runnerIsRoot: false))).contains("RLIMIT_NPROC, which holds"))
        let root = SandboxProbe.notice(for: .unavailable(reason: "no bwrap", processes: .rlimit(runnerIsRoot: true)))
        #expect(root.hasPrefix("WARNING: NO BUBBLEWRAP SANDBOX — no bwrap."))
        #expect(root.contains("WARNING: THE PROCESS LIMIT DOES NOT HOLD"))
    }

    /// A folder uid 65534 cannot enter is named; the runtime libraries in one are copied where
    /// it can read them (`RunStaging`), anything else there is refused before anything runs.
    @Test func closedFoldersAreNamed() throws {
        let closed = try EngineFixture.temporaryDirectory("closed")
        defer { try? FileManager.default.removeItem(at: closed) }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: closed.path)
        let inside = closed.appendingPathComponent("attempt")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: inside.appendingPathComponent("notes.txt"))
        #expect(UnprivilegedUser.unreachable(inside)?.contains("cannot enter \(closed.path)") == true)
        #expect(UnprivilegedUser.unreachable(FileManager.default.temporaryDirectory) == nil)
        let scratch = try EngineFixture.temporaryDirectory("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(throws: (any Error).self) {
            try RunStaging.shared.stage(scratch: scratch, readOnly: [inside], user: .unprivileged(setpriv: setpriv, unshare: nil))
        }
        // A runner that switches no user reads its own folders: nothing to copy, nothing refused.
        let staged = try RunStaging.shared.stage(scratch: scratch, readOnly: [inside], user: .runner)
        #expect(staged.libraryPath.isEmpty)
        _ = RunStaging.shared.take(scratch: scratch)
        try? FileManager.default.removeItem(at: staged.folder)
    }

    /// Runs staged at once (a shard grading two students in parallel) share one copy of the
    /// libraries: before the copy was made under its own lock, both made `lib-0`, and one run
    /// failed with "File exists" (a class shard's passing students graded `error`).
    @Test(.enabled(if: UnprivilegedUser.runnerIsRoot && ClassroomProcessCapTests.setpriv != nil, "only a root runner copies libraries for uid 65534"))
    func runsStagedAtOnceShareOneLibraryCopy() throws {
        let closed = try EngineFixture.temporaryDirectory("closed-libs")
        defer { try? FileManager.default.removeItem(at: closed) }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: closed.path)
        let libraries = closed.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 1 << 20).write(to: libraries.appendingPathComponent("libKataRuntime.so"))
        let scratches = try (0..<8).map { try EngineFixture.temporaryDirectory("scratch-\($0)") }
        defer { for scratch in scratches { try? FileManager.default.removeItem(at: scratch) } }
        let switcher = try #require(ClassroomProcessCapTests.setpriv)
        let staging = RunStaging()
        let outcomes = NSLock()
        nonisolated(unsafe) var staged: [RunStaging.Staged] = [], failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: scratches.count) { k in
            do {
                let run = try staging.stage(scratch: scratches[k], readOnly: [libraries], user: .unprivileged(setpriv: switcher, unshare: nil))
                outcomes.withLock { staged.append(run) }
            } catch {
                outcomes.withLock { failures.append("\(error)") }
            }
        }
        defer { for run in staged { try? FileManager.default.removeItem(at: run.folder) } }
        #expect(failures.isEmpty, "\(failures)")
        #expect(Set(staged.map(\.libraryPath)).count == 1)
        #expect(staged.count == scratches.count)
    }

    /// Where the cgroups go, read from the kernel's mount table and this process's memberships.
    @Test func cgroupV1ParentFromMountInfo() {
        let mounts = """
            30 24 0:26 / /sys/fs/cgroup/unified rw,nosuid - cgroup2 cgroup2 rw
            36 24 0:31 / /sys/fs/cgroup/pids rw,relatime shared:17 - cgroup cgroup rw,pids
            37 24 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
            """
        #expect(PidsCgroup.candidateParents(mountInfo: mounts, cgroups: "8:pids:/job/7\n4:memory:/x\n0::/").map(\.path) == ["/sys/fs/cgroup/pids/job/7"])
        // Inside a container the mount's root is the container's own cgroup.
        let container = "36 24 0:31 /docker/abc /sys/fs/cgroup/pids ro - cgroup cgroup rw,pids"
        #expect(PidsCgroup.candidateParents(mountInfo: container, cgroups: "8:pids:/docker/abc").map(\.path) == ["/sys/fs/cgroup/pids"])
        #expect(PidsCgroup.candidateParents(mountInfo: mounts, cgroups: "4:memory:/x").isEmpty)
    }
}
