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

    /// A cgroup of its own for the run (the user the program runs as is `ProgramUser`'s).
    func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        if case .cgroup(let parent) = self, let processes = limits.processes {
            process.pidsCgroup = PidsCgroup.Spec(parent: parent, maxTasks: processes)
        }
    }

    /// The user this cap needs the program to run as (the unprivileged one's cap is that user).
    var impliedUser: ProgramUser? {
        guard case .unprivilegedUser(let setpriv) = self else { return nil }
        return .unprivileged(setpriv: setpriv, unshare: Platform.findExecutable("unshare"))
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

/// No sandbox, but the process cap still applies, a root runner's program runs as uid 65534 in a
/// PID namespace of its own, and it runs from a copy of its folder that names no runner path
/// (`RunStaging`): what graded code gets where bubblewrap cannot run.
public struct ProcessCapWrapper: ExecutionWrapper {
    public let processes: ProcessCap
    public let user: ProgramUser

    /// `user`: by default the one `processes` needs, else `ProgramUser.forRunner()`.
    public init(processes: ProcessCap, user: ProgramUser? = nil) {
        self.processes = processes
        self.user = user ?? processes.impliedUser ?? .forRunner()
    }

    public func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String] {
        user.prefixing(command, sandboxed: false)
    }

    public func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        processes.configure(&process, limits: limits)
        user.configure(&process)
        RunStaging.shared.take(scratch: process.workingDirectory)?.apply(to: &process)
    }

    public func prepare(scratch: URL, readOnly: [URL]) throws {
        _ = try RunStaging.shared.stage(scratch: scratch, readOnly: readOnly, user: user)
    }
}
