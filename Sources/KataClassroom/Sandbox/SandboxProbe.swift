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

    /// What isolation this machine gives; the reason for none is in `texts`' language.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment,
                              texts: TextTable = LearnerText.table) -> Outcome {
        if environment[disableVariable] == "off" {
            return .unavailable(reason: "\(disableVariable)=off")
        }
        #if os(Linux)
        guard let bwrap = Platform.findExecutable("bwrap", environment: environment) else {
            return .unavailable(reason: texts.message("classroom.sandbox.notInstalled"))
        }
        return works(bwrap) ? .bubblewrap(bwrap) : .unavailable(reason: texts.message("classroom.sandbox.noNamespaces"))
        #else
        return .unavailable(reason: texts.message("classroom.sandbox.notLinux"))
        #endif
    }

    /// The wrapper to use, or nil for none.
    public static func wrapper(for outcome: Outcome) -> (any ExecutionWrapper)? {
        if case .bubblewrap(let url) = outcome { return BubblewrapWrapper(bwrap: url) }
        return nil
    }

    /// The line the runner prints about isolation (also at the top of summary.md and in every
    /// results.json); loud when there is none.
    public static func notice(for outcome: Outcome, texts: TextTable = LearnerText.table) -> String {
        switch outcome {
        case .bubblewrap(let url):
            return texts.message("classroom.sandbox.on", ["bwrap": url.path])
        case .unavailable(let reason):
            return texts.message("classroom.sandbox.off", ["reason": reason])
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
