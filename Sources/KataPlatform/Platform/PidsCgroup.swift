import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pids cgroup of its own for one run: the process-count limit the kernel applies to root too.
/// RLIMIT_NPROC is never enforced for uid 0 — nor for a user namespace whose uid maps to 0 outside,
/// which is what bubblewrap's `--uid 65534` is when the runner is root — so a root runner needs this
/// (or a real unprivileged uid) for `RunLimits.processes` to hold.
///
/// Lifecycle (all in `ProcessRunner.run`): `create` makes `<parent>/kata-<runner pid>-<uuid>` with
/// `pids.max`; `joining` prefixes the command with a shell that writes its own pid into
/// `cgroup.procs` and only then execs, so nothing of the program runs outside the limit;
/// `destroy` kills every task left in it and removes the folder, on every path (normal end,
/// time-out, launch failure, and SIGINT/SIGTERM through `ChildRegistry`). A runner killed with
/// SIGKILL leaves an empty folder behind; `usableParent()` removes those of runners that are gone.
/// Linux only (cgroup v2 with the pids controller delegated, or the v1 pids hierarchy).
public struct PidsCgroup: Sendable, Hashable {
    /// What a run asks for: a fresh child of `parent` holding at most `maxTasks` tasks (processes
    /// and threads both count, as for RLIMIT_NPROC).
    public struct Spec: Sendable, Hashable {
        public var parent: URL
        public var maxTasks: Int

        public init(parent: URL, maxTasks: Int) {
            self.parent = parent
            self.maxTasks = maxTasks
        }
    }

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public let path: URL

    static let prefix = "kata-"

    /// Makes the cgroup and sets its limit. The folder is removed again if the limit cannot be set.
    public static func create(_ spec: Spec) throws -> PidsCgroup {
        #if os(Linux)
        let path = spec.parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString.prefix(12))", isDirectory: true)
        guard mkdir(path.path, 0o755) == 0 else {
            throw Problem(description: "cannot create the pids cgroup \(path.path): \(String(cString: strerror(errno)))")
        }
        let cgroup = PidsCgroup(path: path)
        guard writeControl(String(max(1, spec.maxTasks)), to: path.appendingPathComponent("pids.max")) else {
            let reason = String(cString: strerror(errno))
            cgroup.destroy()
            throw Problem(description: "cannot set pids.max in \(path.path): \(reason)")
        }
        return cgroup
        #else
        throw Problem(description: "pids cgroups are Linux-only")
        #endif
    }

    /// `command` started from inside the cgroup: `/bin/sh` moves itself in, then execs. A shell
    /// that cannot join exits 125 and runs nothing.
    public func joining(_ command: [String]) -> [String] {
        ["/bin/sh", "-c", #"echo $$ > "$0" || exit 125; exec "$@""#, path.appendingPathComponent("cgroup.procs").path] + command
    }

    /// The most tasks that were ever in it at once (`pids.peak`), when the kernel reports it.
    public var peak: Int? { Self.number(in: path.appendingPathComponent("pids.peak")) }

    /// The tasks in it now (`pids.current`).
    public var current: Int? { Self.number(in: path.appendingPathComponent("pids.current")) }

    /// Kills every task in the cgroup (again and again while a task forks in between), then
    /// removes its folder. True when the folder is gone.
    @discardableResult
    public func destroy(timeout: Double = 5) -> Bool {
        #if os(Linux)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            killAll()
            if rmdir(path.path) == 0 || errno == ENOENT { return true }
            // Busy: tasks are still exiting. Anything else will not change by waiting.
            if errno != EBUSY || Date() >= deadline { return false }
            usleep(2000)
        }
        #else
        return true
        #endif
    }

    /// SIGKILL to every task in the cgroup (v2's `cgroup.kill` where the kernel has it).
    public func killAll() {
        #if os(Linux)
        if Self.writeControl("1", to: path.appendingPathComponent("cgroup.kill")) { return }
        for _ in 0..<50 {
            let pids = tasks
            if pids.isEmpty { return }
            for pid in pids { _ = kill(pid, SIGKILL) }
        }
        #endif
    }

    /// The process ids in it now.
    var tasks: [pid_t] {
        guard let text = try? String(contentsOf: path.appendingPathComponent("cgroup.procs"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }

    /// The folder under which this runner can make pids cgroups, checked by really running a
    /// process in a limited child (cgroup v2 first, then the v1 pids hierarchy); nil when neither
    /// works (no cgroups, read-only /sys/fs/cgroup as in most containers, not Linux). Empty cgroups
    /// left by runners that no longer exist are removed on the way.
    public static func usableParent() -> URL? {
        #if os(Linux)
        for parent in candidateParents() {
            removeOrphans(under: parent)
            var probe = ProcessRequest(command: ["/bin/sh", "-c", "exit 0"], timeout: 10, outputCap: 4096)
            probe.pidsCgroup = Spec(parent: parent, maxTasks: 8)
            if ProcessRunner.run(probe).succeeded { return parent }
        }
        #endif
        return nil
    }

    /// Makes `path` a folder for per-run cgroups (v2: enables the pids controller for its children).
    public static func makeParent(_ path: URL) throws {
        #if os(Linux)
        guard mkdir(path.path, 0o755) == 0 || errno == EEXIST else {
            throw Problem(description: "cannot create \(path.path): \(String(cString: strerror(errno)))")
        }
        try enableForChildren(path)
        #else
        throw Problem(description: "pids cgroups are Linux-only")
        #endif
    }

    /// This process's own cgroup folders that have the pids controller: v2 (unified) first, then v1.
    static func candidateParents(
        mountInfo: String = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? "",
        cgroups: String = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    ) -> [URL] {
        // /proc/self/cgroup: "hierarchy-id:controllers:path" ("0::/path" for v2).
        let memberships = cgroups.split(separator: "\n").compactMap { line -> (controllers: [Substring], path: String)? in
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            return (parts[1].split(separator: ","), String(parts[2]))
        }
        var v2: [URL] = []
        var v1: [URL] = []
        // mountinfo: "id parent dev root mountpoint options [optional…] - fstype source superoptions".
        for line in mountInfo.split(separator: "\n") {
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2 else { continue }
            let left = halves[0].split(separator: " "), right = halves[1].split(separator: " ")
            guard left.count >= 5, right.count >= 3 else { continue }
            let root = String(left[3]), mountPoint = String(left[4])
            func folder(_ own: String) -> URL? {
                guard own == root || own.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
                let relative = root == "/" ? own : String(own.dropFirst(root.count))
                return URL(fileURLWithPath: mountPoint + relative, isDirectory: true).standardizedFileURL
            }
            if right[0] == "cgroup2", let own = memberships.first(where: { $0.controllers.isEmpty })?.path,
               let dir = folder(own),
               ((try? String(contentsOf: dir.appendingPathComponent("cgroup.controllers"), encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isWhitespace).contains("pids") {
                v2.append(dir)
            } else if right[0] == "cgroup", right[2].split(separator: ",").contains("pids"),
                      let own = memberships.first(where: { $0.controllers.contains("pids") })?.path, let dir = folder(own) {
                v1.append(dir)
            }
        }
        return v2.filter { (try? enableForChildren($0)) != nil } + v1
    }

    /// cgroup v2 only hands a controller to children the parent enabled (`+pids`); the kernel
    /// refuses when the parent itself holds processes (and is not the root), and then v2 is unusable here.
    static func enableForChildren(_ dir: URL) throws {
        let control = dir.appendingPathComponent("cgroup.subtree_control")
        guard let enabled = try? String(contentsOf: control, encoding: .utf8) else { return }   // v1: nothing to enable
        if enabled.split(whereSeparator: \.isWhitespace).contains("pids") { return }
        guard writeControl("+pids", to: control) else {
            throw Problem(description: "cannot enable the pids controller in \(dir.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes `kata-<pid>-…` cgroups whose runner process is gone (it was killed with SIGKILL).
    static func removeOrphans(under parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
            guard let owner, kill(owner, 0) != 0, errno == ESRCH else { continue }
            PidsCgroup(path: parent.appendingPathComponent(name, isDirectory: true)).destroy(timeout: 1)
        }
    }

    /// Writes a control file; false (with errno set) when the kernel refuses.
    static func writeControl(_ text: String, to file: URL) -> Bool {
        let fd = open(file.path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    static func number(in file: URL) -> Int? {
        (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
