import KataTexts
import KataPlatform
import Foundation

/// The sandbox hook. The grader hands the command that runs the learner's program to the wrapper,
/// which returns the command to spawn instead (e.g. `bwrap … -- <command>`). `scratch` is the
/// attempt's own directory (the program and the learner's source, nothing else); `readOnly` lists
/// what it needs to read (runtime library, toolchain libraries).
public protocol ExecutionWrapper: Sendable {
    func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String]
    /// Sets what the run needs beyond its command (e.g. a pids cgroup of its own capped at
    /// `limits.processes`, or the pipes handed to the user the program runs as).
    func configure(_ process: inout ProcessRequest, limits: RunLimits)
    /// Called once the scratch folder holds only what the program reads, just before it runs
    /// (e.g. hands the folder to the unprivileged user the program runs as). A thrown error is
    /// the machine's problem, reported as a launch failure and never cached.
    func prepare(scratch: URL, readOnly: [URL]) throws
}

extension ExecutionWrapper {
    public func configure(_ process: inout ProcessRequest, limits: RunLimits) {}
    public func prepare(scratch: URL, readOnly: [URL]) throws {}
}
