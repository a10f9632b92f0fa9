import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What to run and within which bounds.
public struct ProcessRequest: Sendable {
    public var command: [String]
    /// Variables added to (or replacing) the current environment.
    public var environment: [String: String]
    public var workingDirectory: URL?
    /// Wall-clock seconds; afterwards the whole process group is killed.
    public var timeout: Double
    /// Bytes kept of each of stdout and stderr; the rest is read and dropped so the child never
    /// blocks on a full pipe and memory stays bounded.
    public var outputCap: Int
    /// When true (the default) `environment` is added to the runner's own; when false the child
    /// sees `environment` only (an allowlist: untrusted code never sees the runner's secrets).
    public var inheritEnvironment: Bool = true
    /// When set, a pipe whose write end is the child's file descriptor `resultChannel` (e.g. 3):
    /// the runner reads it alongside stdout/stderr, within the same deadline and `channelCap`.
    /// Nothing on disk, so nothing another process can replace, append to or turn into a FIFO.
    public var resultChannel: Int32?
    public var channelCap: Int = 8 << 20
    /// When set, exported to the child as `KATA_JOB=<tag>`: when the run ends every process
    /// still carrying the tag (a detached grandchild that left the process group) is killed.
    public var tag: String?
    /// When set, the program runs in a pids cgroup of its own (`PidsCgroup`), made before it
    /// starts and killed and removed when the run ends: a process cap that holds for root too.
    public var pidsCgroup: PidsCgroup.Spec?
    /// The uid the child switches to (`UnprivilegedUser`), when not this process's: its pipes are
    /// handed to that user, because a program that reopens one by name (`/dev/fd/3`, which is how
    /// Swift Testing opens the result channel) is checked against the pipe's owner.
    public var pipeOwner: UInt32?
    /// Folders removed once the run has ended and every process of it is gone (e.g. the copy of
    /// the program a wrapper made where the unprivileged user can read it).
    public var removeAfterRun: [URL] = []

    public init(command: [String], environment: [String: String] = [:], workingDirectory: URL? = nil, timeout: Double, outputCap: Int) {
        self.command = command
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.timeout = timeout
        self.outputCap = outputCap
    }
}

/// How a process ended and what it printed.
public struct ProcessResult: Sendable {
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Still running at the deadline; its process group was killed.
        case timedOut
        case launchFailed(String)
    }

    public var termination: Termination
    public var stdout: Data
    public var stderr: Data
    public var stdoutTruncated: Bool
    public var stderrTruncated: Bool
    public var duration: Double
    /// What the child wrote to the result channel (empty without one).
    public var channel = Data()
    public var channelTruncated = false

    public var succeeded: Bool { termination == .exited(0) }

    public init(termination: Termination, stdout: Data, stderr: Data, stdoutTruncated: Bool,
                stderrTruncated: Bool, duration: Double) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutTruncated = stdoutTruncated
        self.stderrTruncated = stderrTruncated
        self.duration = duration
    }
}

/// Spawns a process in its own process group (so a timeout can kill everything it started),
/// reads its output with a cap and enforces a wall-clock limit. posix_spawn is used rather than
/// Foundation's Process because Process cannot put the child in a new process group.
public enum ProcessRunner {
    /// Held while creating close-on-exec pipes and while spawning (see `pipeCloseOnExec`).
    static let spawnLock = NSLock()

    /// `sh -c` script: enter "$0", forget where the runner was, become the command.
    static let changeDirectory = #"cd "$0" && unset OLDPWD && exec "$@""#

    public static func run(_ request: ProcessRequest) -> ProcessResult {
        for folder in request.removeAfterRun { ChildRegistry.shared.addFolder(folder) }
        defer {
            for folder in request.removeAfterRun {
                try? FileManager.default.removeItem(at: folder)
                ChildRegistry.shared.removeFolder(folder)
            }
        }
        let start = Date()
        func failed(_ reason: String) -> ProcessResult {
            ProcessResult(termination: .launchFailed(reason), stdout: Data(), stderr: Data(),
                          stdoutTruncated: false, stderrTruncated: false, duration: Date().timeIntervalSince(start))
        }
        // posix_spawn's chdir action where the C library has it (glibc 2.29+: one process fewer
        // per run), else sh does it. Its `cd` exports the runner's own folder as OLDPWD, which the
        // program must not see, and the folder as PWD, which the spawn sets the same way.
        let spawnDirectory = request.workingDirectory.map(\.path).flatMap { SpawnSupport.canChangeDirectory(to: $0) ? $0 : nil }
        let command = spawnDirectory != nil ? request.command
            : request.workingDirectory.map { ["/bin/sh", "-c", Self.changeDirectory, $0.path] + request.command } ?? request.command
        guard request.command.first != nil else { return failed("empty command") }

        // The cgroup exists before the program does, and goes on every path out of here.
        let cgroup: PidsCgroup?
        do { cgroup = try request.pidsCgroup.map(PidsCgroup.create) } catch { return failed(String(describing: error)) }
        if let cgroup { ChildRegistry.shared.addCgroup(cgroup) }
        defer {
            if let cgroup {
                cgroup.destroy()
                ChildRegistry.shared.removeCgroup(cgroup)
            }
        }
        let joined = cgroup?.joining(command) ?? command
        let first = joined[0]
        let executable = first.contains("/") ? first : (Platform.findExecutable(first)?.path ?? first)

        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard Self.pipeCloseOnExec(&outPipe) == 0 else { return failed(String(cString: strerror(errno))) }
        guard Self.pipeCloseOnExec(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            return failed(String(cString: strerror(errno)))
        }

        var channelPipe: [Int32] = [-1, -1]
        if request.resultChannel != nil {
            guard Self.pipeCloseOnExec(&channelPipe, avoiding: request.resultChannel ?? -1) == 0 else {
                close(outPipe[0]); close(outPipe[1]); close(errPipe[0]); close(errPipe[1])
                return failed(String(cString: strerror(errno)))
            }
        }

        if let owner = request.pipeOwner {
            for fd in [outPipe[1], errPipe[1], channelPipe[1]] where fd >= 0 { _ = fchown(fd, owner, gid_t.max) }
        }

        var environment = request.inheritEnvironment ? Platform.environment : [:]
        environment.merge(request.environment) { _, new in new }
        if let tag = request.tag { environment[ProcessReaper.variable] = tag }
        if let spawnDirectory {
            environment["PWD"] = spawnDirectory
            environment["OLDPWD"] = nil
        }

        var pid: pid_t = 0
        spawnLock.lock()
        let spawnError = SpawnSupport.spawn(
            executable: executable, arguments: joined, environment: environment.map { "\($0.key)=\($0.value)" },
            stdout: outPipe, stderr: errPipe,
            channel: request.resultChannel.map { (channelPipe, $0) }, workingDirectory: spawnDirectory, pid: &pid)
        spawnLock.unlock()
        close(outPipe[1])
        close(errPipe[1])
        if channelPipe[1] >= 0 { close(channelPipe[1]) }
        if spawnError != 0 {
            close(outPipe[0]); close(errPipe[0])
            if channelPipe[0] >= 0 { close(channelPipe[0]) }
            return failed("\(executable): \(String(cString: strerror(spawnError)))")
        }
        ChildRegistry.shared.add(pid)
        defer {
            ChildRegistry.shared.remove(pid)
            if let tag = request.tag { ProcessReaper.kill(tag: tag) }
        }

        let deadline = start.addingTimeInterval(request.timeout)
        var out = CappedBuffer(cap: request.outputCap)
        var err = CappedBuffer(cap: request.outputCap)
        var chan = CappedBuffer(cap: request.channelCap)
        func read(_ stream: Int, _ fd: Int32) -> Bool {
            switch stream {
            case 0: return out.read(from: fd)
            case 1: return err.read(from: fd)
            default: return chan.read(from: fd)
            }
        }
        var timedOut = false
        var status: Int32 = 0
        var reaped = false

        // Read both pipes until they close (normally: the program exited) or the deadline passes.
        var open: [(fd: Int32, stream: Int)] = [(outPipe[0], 0), (errPipe[0], 1)]
        if channelPipe[0] >= 0 { open.append((channelPipe[0], 2)) }
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { timedOut = true; break }
            var fds = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 0.1) * 1000) + 1)
            if ready < 0 && errno != EINTR { break }
            if ready == 0 {
                // Quiet pipes: the program may have exited while a child of it keeps them open.
                if waitpid(pid, &status, WNOHANG) == pid { reaped = true; break }
                continue
            }
            var closed: [Int32] = []
            for (index, entry) in fds.enumerated() where entry.revents != 0 {
                if !read(open[index].stream, entry.fd) { closed.append(entry.fd) }
            }
            for fd in closed { close(fd) }
            open.removeAll { closed.contains($0.fd) }
        }

        // Wait for the exit (pipes can close before the process is gone).
        while !reaped {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { reaped = true; break }
            if result < 0 && errno != EINTR { break }
            if timedOut || deadline.timeIntervalSinceNow <= 0 {
                timedOut = true
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                reaped = true
                break
            }
            usleep(1000)
        }
        // Anything the program left behind in its group (and in its cgroup) goes too.
        kill(-pid, SIGKILL)
        cgroup?.killAll()

        // Drain what is left, briefly: a straggler outside the group must not hold us up.
        let drainDeadline = Date().addingTimeInterval(0.5)
        while !open.isEmpty, drainDeadline.timeIntervalSinceNow > 0 {
            var fds = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), 50) <= 0 { continue }
            var closed: [Int32] = []
            for (index, entry) in fds.enumerated() where entry.revents != 0 {
                if !read(open[index].stream, entry.fd) { closed.append(entry.fd) }
            }
            for fd in closed { close(fd) }
            open.removeAll { closed.contains($0.fd) }
        }
        for entry in open { close(entry.fd) }

        let termination: ProcessResult.Termination
        if timedOut {
            termination = .timedOut
        } else if WaitStatus.exited(status) {
            termination = .exited(WaitStatus.exitCode(status))
        } else {
            termination = .signaled(WaitStatus.signal(status))
        }
        var result = ProcessResult(
            termination: termination, stdout: out.data, stderr: err.data,
            stdoutTruncated: out.truncated, stderrTruncated: err.truncated,
            duration: Date().timeIntervalSince(start))
        result.channel = chan.data
        result.channelTruncated = chan.truncated
        return result
    }

    /// A pipe whose ends are close-on-exec, so that one job's pipes never leak into another
    /// job's child spawned at the same moment (which could then write into the wrong channel).
    /// Neither end is `avoiding` (the child's channel number: dup2 onto itself would keep
    /// close-on-exec set).
    static func pipeCloseOnExec(_ fds: inout [Int32], avoiding: Int32 = -1) -> Int32 {
        // pipe2 is not in Swift's Glibc module: pipe + fcntl under `spawnLock`, which every spawn
        // also holds, so no child can be spawned between the two calls.
        spawnLock.lock()
        defer { spawnLock.unlock() }
        guard pipe(&fds) == 0 else { return -1 }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        for index in 0..<2 where fds[index] == avoiding || fds[index] <= 2 {
            let moved = fcntl(fds[index], F_DUPFD_CLOEXEC, 10)
            guard moved >= 0 else { return -1 }
            close(fds[index])
            fds[index] = moved
        }
        return 0
    }
}

/// Keeps the first `cap` bytes read; counts the rest as dropped.
struct CappedBuffer {
    let cap: Int
    var data = Data()
    var truncated = false

    init(cap: Int) { self.cap = max(0, cap) }

    /// Reads once from `fd`; false at end of file or on error.
    mutating func read(from fd: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        let room = cap - data.count
        if room > 0 { data.append(contentsOf: chunk[0..<min(room, count)]) }
        if count > room { truncated = true }
        return true
    }
}

/// The POSIX wait-status macros, which Swift does not import.
enum WaitStatus {
    static func exited(_ status: Int32) -> Bool { status & 0x7f == 0 }
    static func exitCode(_ status: Int32) -> Int32 { (status >> 8) & 0xff }
    static func signal(_ status: Int32) -> Int32 { status & 0x7f }
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
