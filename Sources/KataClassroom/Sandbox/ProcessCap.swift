import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// How the number of processes of a graded run (`RunLimits.processes`) is capped on this machine,
/// strongest first. RLIMIT_NPROC (`ulimit -u`) alone is not enough for a root runner: the kernel
/// never applies it to uid 0, and bubblewrap's uid 65534 is uid 0 outside its user namespace when
/// root starts it — measured: 4,500 forks under a limit of 4,096.
public enum ProcessCap: Sendable, Equatable {
    /// A pids cgroup of its own per run, made under `parent` (`PidsCgroup`): holds for everyone.
    case cgroup(parent: URL)
    /// The program starts as the real uid 65534 (`setpriv`), where RLIMIT_NPROC counts: for a
    /// root runner that cannot make cgroups (e.g. a container with a read-only /sys/fs/cgroup).
    case unprivilegedUser(setpriv: URL)
    /// RLIMIT_NPROC alone: holds for a non-root runner, not for root.
    case rlimit(runnerIsRoot: Bool)

    /// The strongest that works: a cgroup; else, for a root runner, the unprivileged user when
    /// `unprivileged` finds a `setpriv` that can start programs here as that user; else RLIMIT_NPROC.
    static func strongest(cgroupParent: URL?, runnerIsRoot: Bool, unprivileged: () -> URL?) -> ProcessCap {
        if let cgroupParent { return .cgroup(parent: cgroupParent) }
        if runnerIsRoot, let setpriv = unprivileged() { return .unprivilegedUser(setpriv: setpriv) }
        return .rlimit(runnerIsRoot: runnerIsRoot)
    }

    /// `command` as it must be started (the user switch comes first, before any sandbox).
    func prefixing(_ command: [String]) -> [String] {
        if case .unprivilegedUser(let setpriv) = self { return UnprivilegedUser.command(setpriv: setpriv, command) }
        return command
    }

    /// A cgroup of its own for the run; or the run's pipes handed to the user it runs as.
    func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        switch self {
        case .cgroup(let parent):
            if let processes = limits.processes { process.pidsCgroup = PidsCgroup.Spec(parent: parent, maxTasks: processes) }
        case .unprivilegedUser:
            process.pipeOwner = UnprivilegedUser.id
        case .rlimit:
            break
        }
    }

    /// For the unprivileged user: the scratch folder becomes theirs, and every folder the program
    /// reads must be reachable by them (a checkout under a closed home folder is not).
    func prepare(scratch: URL, readOnly: [URL]) throws {
        guard case .unprivilegedUser = self else { return }
        if let problem = ([scratch.deletingLastPathComponent()] + readOnly).lazy.compactMap(UnprivilegedUser.unreachable).first {
            throw Unreachable(description: problem)
        }
        try UnprivilegedUser.handOver(scratch)
    }

    struct Unreachable: Error, CustomStringConvertible {
        let description: String
    }

    /// The sentence for the runner's notice (gradebook, results.json, stderr), in `texts`' language.
    func notice(_ texts: TextTable = LearnerText.table) -> String {
        switch self {
        case .cgroup(let parent):
            return texts.message("sandbox.processes.cgroup", ["parent": parent.path])
        case .unprivilegedUser:
            return texts.message("sandbox.processes.unprivileged", ["uid": String(UnprivilegedUser.id)])
        case .rlimit(let root):
            return texts.message(root ? "sandbox.processes.rlimitRoot" : "sandbox.processes.rlimit", ["uid": String(UnprivilegedUser.id)])
        }
    }
}

/// No sandbox, but the process cap still applies (and, for the unprivileged user, the program no
/// longer runs as root): what graded code gets where bubblewrap cannot run.
public struct ProcessCapWrapper: ExecutionWrapper {
    public let processes: ProcessCap

    public init(processes: ProcessCap) {
        self.processes = processes
    }

    public func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String] {
        processes.prefixing(command)
    }

    public func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        processes.configure(&process, limits: limits)
    }

    public func prepare(scratch: URL, readOnly: [URL]) throws {
        try processes.prepare(scratch: scratch, readOnly: readOnly)
    }
}
