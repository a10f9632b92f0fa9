import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Decides once how graded programs run on this machine: inside bubblewrap when it is installed
/// and actually works here (some containers forbid the namespaces it needs), else with the
/// fallback isolation — which the runner must say loudly, because then a submission can touch
/// files — and, either way, how the process count is capped (`ProcessCap`, strongest that works).
public enum SandboxProbe {
    public enum Outcome: Sendable, Equatable {
        case bubblewrap(URL, processes: ProcessCap)
        case unavailable(reason: String, processes: ProcessCap)

        public var processes: ProcessCap {
            switch self {
            case .bubblewrap(_, let processes), .unavailable(_, let processes): return processes
            }
        }
    }

    /// Environment variable that keeps bubblewrap out (`off`), for diagnosing the runner itself;
    /// reported as loudly as a missing sandbox. The process cap still applies.
    public static let disableVariable = "KATA_SANDBOX"

    /// `programFolders` (`Grader.programFolders`): what the graded program reads, which the
    /// unprivileged user must be able to reach for that cap to be chosen.
    /// The reason for no sandbox is in `texts`' language.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment,
                              programFolders: [URL] = [], texts: TextTable = LearnerText.table) -> Outcome {
        func processes(behind bwrap: URL?) -> ProcessCap {
            processCap(bwrap: bwrap, environment: environment, programFolders: programFolders)
        }
        if environment[disableVariable] == "off" {
            return .unavailable(reason: "\(disableVariable)=off", processes: processes(behind: nil))
        }
        #if os(Linux)
        guard let bwrap = Platform.findExecutable("bwrap", environment: environment) else {
            return .unavailable(reason: texts.message("sandbox.reason.notInstalled"), processes: processes(behind: nil))
        }
        guard works(BubblewrapWrapper(bwrap: bwrap, systemReadOnly: [])) else {
            return .unavailable(reason: texts.message("sandbox.reason.noNamespaces"), processes: processes(behind: nil))
        }
        return .bubblewrap(bwrap, processes: processes(behind: bwrap))
        #else
        return .unavailable(reason: texts.message("sandbox.reason.notLinux"), processes: processes(behind: nil))
        #endif
    }

    /// The strongest process cap that works here, behind the sandbox `bwrap` (nil: no sandbox).
    static func processCap(bwrap: URL?, environment: [String: String], programFolders: [URL]) -> ProcessCap {
        ProcessCap.strongest(cgroupParent: PidsCgroup.usableParent(), runnerIsRoot: UnprivilegedUser.runnerIsRoot) {
            guard let setpriv = Platform.findExecutable("setpriv", environment: environment) else { return nil }
            let cap = ProcessCap.unprivilegedUser(setpriv: setpriv)
            let wrapper: any ExecutionWrapper = bwrap.map { BubblewrapWrapper(bwrap: $0, processes: cap) }
                ?? ProcessCapWrapper(processes: cap)
            return works(wrapper, reading: programFolders) ? setpriv : nil
        }
    }

    /// The wrapper to use, or nil for none (no sandbox, and nothing but RLIMIT_NPROC to apply).
    public static func wrapper(for outcome: Outcome) -> (any ExecutionWrapper)? {
        switch outcome {
        case .bubblewrap(let url, let processes): return BubblewrapWrapper(bwrap: url, processes: processes)
        case .unavailable(_, .rlimit): return nil
        case .unavailable(_, let processes): return ProcessCapWrapper(processes: processes)
        }
    }

    /// The line the runner prints about isolation (and writes into summary.md and every
    /// results.json): loud when there is no sandbox, or no process cap that holds.
    public static func notice(for outcome: Outcome, texts: TextTable = LearnerText.table) -> String {
        switch outcome {
        case .bubblewrap(let url, let processes):
            return texts.message("sandbox.bubblewrap", ["path": url.path, "processes": processes.notice(texts)])
        case .unavailable(let reason, let processes):
            return texts.message("sandbox.unavailable", ["reason": reason, "processes": processes.notice(texts)])
        }
    }

    /// Runs `true` through `wrapper` once, in a scratch folder of its own, with `reading` mounted
    /// and checked as for a graded run: installed is not the same as allowed (namespaces, or a
    /// user switch, may be forbidden here, or a folder closed to that user).
    static func works(_ wrapper: any ExecutionWrapper, reading: [URL] = []) -> Bool {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard (try? wrapper.prepare(scratch: scratch, readOnly: reading)) != nil else { return false }
        var request = ProcessRequest(command: wrapper.wrap(["/bin/sh", "-c", "exit 0"], scratch: scratch, readOnly: reading),
                                     timeout: 10, outputCap: 4096)
        wrapper.configure(&request, limits: RunLimits(processes: 64))
        return ProcessRunner.run(request).succeeded
    }
}
