import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Decides once how graded programs run on this machine: inside bubblewrap when it is installed
/// and actually works here (some containers forbid the namespaces it needs), else with the
/// fallback isolation — which the runner must say loudly, because then a submission can touch
/// files — and, either way, how the process count is capped (`ProcessCap`, strongest that works).
public enum SandboxProbe {
    /// `user`: who the programs run as (for a root runner uid 65534 whenever `setpriv` works here).
    public enum Outcome: Sendable, Equatable {
        case bubblewrap(URL, processes: ProcessCap, user: ProgramUser = .runner)
        case unavailable(reason: String, processes: ProcessCap, user: ProgramUser = .runner)

        public var processes: ProcessCap {
            switch self {
            case .bubblewrap(_, let processes, _), .unavailable(_, let processes, _): return processes
            }
        }

        public var user: ProgramUser {
            switch self {
            case .bubblewrap(_, _, let user), .unavailable(_, _, let user): return user
            }
        }
    }

    /// Environment variable that keeps bubblewrap out (`off`), for diagnosing the runner itself;
    /// reported as loudly as a missing sandbox. The process cap and the user switch still apply.
    public static let disableVariable = "KATA_SANDBOX"

    /// The teacher's explicit consent to grade as root with neither a sandbox nor a user switch.
    public static let allowUnsandboxedFlag = "--allow-unsandboxed"

    /// `programFolders` (`Grader.programFolders`) is kept for callers; what the program reads is
    /// made reachable per run (`RunStaging`), so it no longer decides the cap.
    /// The reason for no sandbox is in `texts`' language.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment,
                              programFolders: [URL] = [], texts: TextTable = LearnerText.table) -> Outcome {
        let user = workingUser(environment: environment)
        let processes = ProcessCap.strongest(cgroupParent: PidsCgroup.usableParent(), runnerIsRoot: UnprivilegedUser.runnerIsRoot) {
            if case .unprivileged(let setpriv, _) = user { return setpriv }
            return nil
        }
        if environment[disableVariable] == "off" {
            return .unavailable(reason: "\(disableVariable)=off", processes: processes, user: user)
        }
        #if os(Linux)
        guard let bwrap = Platform.findExecutable("bwrap", environment: environment) else {
            return .unavailable(reason: texts.message("sandbox.reason.notInstalled"), processes: processes, user: user)
        }
        // Started as the user the programs will run as: as uid 65534 bwrap needs unprivileged
        // user namespaces, which some machines forbid; the user switch then wins over the sandbox.
        guard works(BubblewrapWrapper(bwrap: bwrap, systemReadOnly: [], processes: .rlimit(runnerIsRoot: false), user: user)) else {
            return .unavailable(reason: texts.message("sandbox.reason.noNamespaces"), processes: processes, user: user)
        }
        return .bubblewrap(bwrap, processes: processes, user: user)
        #else
        return .unavailable(reason: texts.message("sandbox.reason.notLinux"), processes: processes, user: user)
        #endif
    }

    /// Who programs can run as here: the runner when it is not root; else uid 65534 when
    /// `setpriv` can start a program as that user — in a PID namespace of its own where `unshare`
    /// may make one (a container without CAP_SYS_ADMIN may not); else (nothing to switch with) root.
    static func workingUser(environment: [String: String]) -> ProgramUser {
        let user = ProgramUser.forRunner(environment: environment)
        guard case .unprivileged(let setpriv, let unshare) = user else { return user }
        let candidates = (unshare == nil ? [] : [user]) + [.unprivileged(setpriv: setpriv, unshare: nil)]
        return candidates.first { works(ProcessCapWrapper(processes: .rlimit(runnerIsRoot: false), user: $0)) } ?? .root
    }

    /// The wrapper to use: every run goes through one, for the user switch and for the copy of
    /// its folder that names no runner path (`RunStaging`).
    public static func wrapper(for outcome: Outcome) -> any ExecutionWrapper {
        switch outcome {
        case .bubblewrap(let url, let processes, let user): return BubblewrapWrapper(bwrap: url, processes: processes, user: user)
        case .unavailable(_, let processes, let user): return ProcessCapWrapper(processes: processes, user: user)
        }
    }

    /// Why untrusted grading must not start here (nil: it may): a root runner with neither a
    /// sandbox nor a user to switch to would run every student's program as root. `kata grade`
    /// then stops unless the teacher passes `allowUnsandboxedFlag`.
    public static func refusal(for outcome: Outcome, texts: TextTable = LearnerText.table) -> String? {
        guard case .unavailable(let reason, _, .root) = outcome else { return nil }
        return texts.message("sandbox.refusal", ["reason": reason, "flag": allowUnsandboxedFlag])
    }

    /// `refusal`'s sentence as an error: `kata grade` exits with 64 (usage: the teacher must
    /// install the tools or pass the flag), after writing nothing.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The line the runner prints about isolation (and writes into summary.md and every
    /// results.json): loud when there is no sandbox, or no process cap that holds, or programs
    /// run as root.
    public static func notice(for outcome: Outcome, texts: TextTable = LearnerText.table) -> String {
        switch outcome {
        case .bubblewrap(let url, let processes, _):
            return texts.message("sandbox.bubblewrap", ["path": url.path, "processes": processes.notice(texts)])
        case .unavailable(let reason, let processes, let user):
            // Sentences ending in full-width punctuation (Chinese) follow on without a space.
            let said = [processes.notice(texts), user.notice(texts)].compactMap { $0 }
                .reduce("") { text, next in text.isEmpty || text.hasSuffix("。") ? text + next : text + " " + next }
            return texts.message("sandbox.unavailable", ["reason": reason, "processes": said])
        }
    }

    /// Runs `true` through `wrapper` once, in a scratch folder of its own, as for a graded run:
    /// installed is not the same as allowed (namespaces, or a user switch, may be forbidden here).
    static func works(_ wrapper: any ExecutionWrapper, reading: [URL] = []) -> Bool {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard (try? wrapper.prepare(scratch: scratch, readOnly: reading)) != nil else { return false }
        var request = ProcessRequest(command: wrapper.wrap(["/bin/sh", "-c", "exit 0"], scratch: scratch, readOnly: reading),
                                     workingDirectory: scratch, timeout: 10, outputCap: 4096)
        wrapper.configure(&request, limits: RunLimits(processes: 64))
        return ProcessRunner.run(request).succeeded
    }
}
