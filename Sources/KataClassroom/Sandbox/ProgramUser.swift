import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Who a graded program runs as. A root runner never hands a student's program root, with a
/// sandbox or without: as root it could read the runner's secrets in `/proc/<ppid>/environ`,
/// other students' files, move itself out of its cgroup and rewrite the gradebook later.
public enum ProgramUser: Sendable, Equatable {
    /// The runner's own uid (not root: it has no privilege to drop).
    case runner
    /// The real uid 65534 (`UnprivilegedUser`), switched to with `setpriv`; without a sandbox in
    /// a PID namespace of its own (`unshare`, nil where missing), so that everything the program
    /// starts dies with it, even a child that left its session and emptied its environment.
    case unprivileged(setpriv: URL, unshare: URL?)
    /// Root, because `setpriv` is missing or refused here: `kata grade` then refuses untrusted
    /// grading unless the teacher says `--allow-unsandboxed` (`SandboxProbe.refusal`).
    case root

    /// For this runner: itself when not root, else uid 65534 when `setpriv` is installed (whether
    /// it works here is the probe's to find out), else root.
    public static func forRunner(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgramUser {
        guard UnprivilegedUser.runnerIsRoot else { return .runner }
        guard let setpriv = Platform.findExecutable("setpriv", environment: environment) else { return .root }
        return .unprivileged(setpriv: setpriv, unshare: Platform.findExecutable("unshare", environment: environment))
    }

    /// `command` as it must be started. `sandboxed`: bubblewrap comes next, with a PID namespace
    /// of its own, so `unshare` is not needed. The user switch comes before anything else.
    func prefixing(_ command: [String], sandboxed: Bool) -> [String] {
        guard case .unprivileged(let setpriv, let unshare) = self else { return command }
        let switched = UnprivilegedUser.command(setpriv: setpriv, command)
        guard !sandboxed, let unshare else { return switched }
        // The namespace is made as root (no user namespace needed); the program is its first
        // process, and when it ends the kernel kills every other one in it. `--kill-child`: a
        // killed `unshare` (the runner's time-out) takes the program with it.
        return [unshare.path, "--pid", "--fork", "--kill-child", "--"] + switched
    }

    /// The run's pipes go to the user the program runs as (Swift Testing reopens the result
    /// channel by name, which is checked against the pipe's owner).
    func configure(_ process: inout ProcessRequest) {
        if case .unprivileged = self { process.pipeOwner = UnprivilegedUser.id }
    }

    /// The uid the program runs as, when it is not the runner's.
    var switchesUser: Bool {
        if case .unprivileged = self { return true }
        return false
    }

    /// The sentence for a notice without bubblewrap (nil for a runner that is not root).
    func notice(_ texts: TextTable) -> String? {
        switch self {
        case .runner: return nil
        case .unprivileged(_, let unshare):
            return texts.message(unshare == nil ? "sandbox.user.unprivilegedSharedPids" : "sandbox.user.unprivileged",
                                 ["uid": String(UnprivilegedUser.id)])
        case .root: return texts.message("sandbox.user.root", ["flag": SandboxProbe.allowUnsandboxedFlag])
        }
    }
}
