import Foundation

/// Limits for one grading attempt. Defaults suit a learner at a terminal; a teacher's batch or a
/// sandbox may tighten them. Only `timeout`, the resource limits and `outputBytes` can change a
/// verdict, so those are part of the cache key.
public struct RunLimits: Sendable, Codable, Equatable {
    /// The one default time limit for a graded run (learner at a terminal and class grading).
    public static let defaultTimeout: Double = 20

    /// Wall-clock seconds the graded program may run before it is called hung.
    public var timeout: Double = RunLimits.defaultTimeout
    /// Wall-clock seconds for compiling and linking the learner's file.
    public var compileTimeout: Double = 120
    /// Bytes kept of each of the program's stdout and stderr; the rest is drained and dropped.
    public var outputBytes: Int = 1 << 20
    /// Address-space limit for the graded program (`ulimit -v`), when set.
    public var memoryBytes: Int?
    /// CPU-seconds limit for the graded program (`ulimit -t`), when set.
    public var cpuSeconds: Int?
    /// Process-count limit (`ulimit -u`; for a root runner also the wrapper's pids cgroup or
    /// unprivileged uid, since root ignores RLIMIT_NPROC), when set.
    public var processes: Int?
    /// Largest file the graded program may write (`ulimit -f`, RLIMIT_FSIZE), when set.
    public var fileBytes: Int? = nil

    public init(
        timeout: Double = RunLimits.defaultTimeout, compileTimeout: Double = 120, outputBytes: Int = 1 << 20,
        memoryBytes: Int? = nil, cpuSeconds: Int? = nil, processes: Int? = nil
    ) {
        self.timeout = timeout
        self.compileTimeout = compileTimeout
        self.outputBytes = outputBytes
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.processes = processes
    }
}
