import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Decides how graded programs run on this machine: inside bubblewrap when it is installed and
/// actually works here (some containers forbid the namespaces it needs), else with the resource
/// limits alone — which the runner must say loudly, because then a submission can touch files.
public enum SandboxProbe {
    public enum Outcome: Sendable, Equatable {
        case bubblewrap(URL)
        case unavailable(reason: String)
    }

    /// Environment variable that turns the sandbox off on purpose (e.g. a platform that already
    /// isolates each submission, like Gradescope's one-container-per-submission).
    public static let disableVariable = "KATA_SANDBOX"

    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        if environment[disableVariable] == "off" {
            return .unavailable(reason: "\(disableVariable)=off")
        }
        #if os(Linux)
        guard let bwrap = Platform.findExecutable("bwrap", environment: environment) else {
            return .unavailable(reason: "bubblewrap (bwrap) is not installed; run scripts/install-ci-tools.sh as root")
        }
        return works(bwrap) ? .bubblewrap(bwrap)
            : .unavailable(reason: "bwrap is installed but cannot create namespaces here (unprivileged user namespaces disabled?)")
        #else
        return .unavailable(reason: "bubblewrap is Linux-only; on this system graded code runs with resource limits only")
        #endif
    }

    /// The wrapper to use, or nil for none.
    public static func wrapper(for outcome: Outcome) -> (any ExecutionWrapper)? {
        if case .bubblewrap(let url) = outcome { return BubblewrapWrapper(bwrap: url) }
        return nil
    }

    /// The line the runner prints about isolation; loud when there is none.
    public static func notice(for outcome: Outcome) -> String {
        switch outcome {
        case .bubblewrap(let url):
            return "Sandbox: graded programs run under bubblewrap (\(url.path)) as an unprivileged uid: no network, read-only system and scratch, a 64 MiB /tmp, results through a private pipe, compiled code checked before it runs."
        case .unavailable(let reason):
            return "WARNING: NO BUBBLEWRAP SANDBOX — \(reason). Fallback isolation: each compiled file is refused if it calls file, process, network, environment or exit functions; results travel through a private pipe; the environment is an allowlist; time, CPU, memory and file-size limits apply; every process of a submission is killed when it ends. Code could still read files this user can read: install bubblewrap (scripts/install-ci-tools.sh) for full isolation."
        }
    }

    /// Runs `true` inside a minimal sandbox once: installed is not the same as allowed.
    static func works(_ bwrap: URL) -> Bool {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let args = BubblewrapWrapper(bwrap: bwrap, systemReadOnly: []).wrap(["/bin/sh", "-c", "exit 0"], scratch: scratch, readOnly: [])
        let process = Process()
        process.executableURL = bwrap
        process.arguments = Array(args.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

}
