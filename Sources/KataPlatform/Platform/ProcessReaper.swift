import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and kills every process that carries a job's tag in its environment (`KATA_JOB=<tag>`),
/// whatever its process group or session: a grandchild that called `setsid()` has left the group
/// `ProcessRunner` kills, but it still inherited the environment. Linux reads `/proc/<pid>/environ`
/// (root can read them all; an ordinary user can read their own processes'). Elsewhere a no-op:
/// there the process group and the sandbox are the limits.
public enum ProcessReaper {
    public static let variable = "KATA_JOB"

    /// A fresh, unguessable tag.
    public static func newTag() -> String { UUID().uuidString }

    /// Kills (SIGKILL) every process tagged `tag`; returns how many were found. Repeats until a
    /// pass finds none (a process may fork while we look), at most a few times.
    @discardableResult
    public static func kill(tag: String) -> Int {
        #if os(Linux)
        let needle = Array("\(variable)=\(tag)".utf8)
        var total = 0
        for _ in 0..<5 {
            let found = tagged(needle)
            if found.isEmpty { break }
            for pid in found { _ = Glibc.kill(pid, SIGKILL) }
            total += found.count
            usleep(2000)
        }
        return total
        #else
        return 0
        #endif
    }

    #if os(Linux)
    /// Reads every process's environment once: about a hundred small files, searched with
    /// Foundation's byte search (the runner is usually a debug build, where splitting each
    /// environment into entries cost milliseconds per scan).
    static func tagged(_ needle: [UInt8]) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let me = getpid()
        let pattern = Data(needle)
        var pids: [pid_t] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        for entry in entries {
            guard let pid = pid_t(entry), pid != me else { continue }
            let fd = open("/proc/\(entry)/environ", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            var environment = Data()
            while environment.count < 1 << 20 {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                chunk.withUnsafeBytes { environment.append(contentsOf: $0.prefix(n)) }
            }
            close(fd)
            // The tag is an unguessable UUID: finding it anywhere in the block means the entry.
            if environment.range(of: pattern) != nil { pids.append(pid) }
        }
        return pids
    }
    #endif
}

/// The children `ProcessRunner` is waiting for, and the scratch folders in use, so that SIGINT or
/// SIGTERM can kill every child's process group and remove every folder before the runner exits.
public final class ChildRegistry: @unchecked Sendable {
    public static let shared = ChildRegistry()
    private let lock = NSLock()
    private var pids: Set<pid_t> = []
    private var folders: Set<String> = []
    private var tags: Set<String> = []
    private var cgroups: Set<PidsCgroup> = []

    func add(_ pid: pid_t) { lock.withLock { _ = pids.insert(pid) } }
    func remove(_ pid: pid_t) { lock.withLock { _ = pids.remove(pid) } }
    public func addFolder(_ url: URL) { lock.withLock { _ = folders.insert(url.path) } }
    public func removeFolder(_ url: URL) { lock.withLock { _ = folders.remove(url.path) } }
    public func addTag(_ tag: String) { lock.withLock { _ = tags.insert(tag) } }
    public func removeTag(_ tag: String) { lock.withLock { _ = tags.remove(tag) } }
    func addCgroup(_ cgroup: PidsCgroup) { lock.withLock { _ = cgroups.insert(cgroup) } }
    func removeCgroup(_ cgroup: PidsCgroup) { lock.withLock { _ = cgroups.remove(cgroup) } }

    /// Kills every registered child's process group, tagged processes and the tasks of every
    /// pids cgroup in use, removes the cgroups and the folders.
    public func cleanUp() {
        let (pids, folders, tags, cgroups) = lock.withLock { (self.pids, self.folders, self.tags, self.cgroups) }
        for pid in pids {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
        }
        for tag in tags { ProcessReaper.kill(tag: tag) }
        for cgroup in cgroups { cgroup.destroy(timeout: 2) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }
}

/// SIGINT/SIGTERM/SIGHUP handling for commands that run children: on the first signal the runner
/// kills its children (their own process groups do not get the terminal's Ctrl-C) and removes its
/// scratch folders, then exits with 128 + the signal, as a shell would report it.
public enum InterruptCleanup {
    public static func install() {
        once.lock()
        defer { once.unlock() }
        guard !installed else { return }
        installed = true
        SignalExit.onSignal { ChildRegistry.shared.cleanUp() }
    }

    private static let once = NSLock()
    nonisolated(unsafe) private static var installed = false
}
