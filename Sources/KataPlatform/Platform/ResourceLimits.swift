import Foundation

/// Resource limits applied by the POSIX shell: `/bin/sh -c 'ulimit …; exec "$@"' sh <command>`.
/// Portable to any POSIX sh without linking setrlimit wrappers into the spawn path.
///
/// Portability notes: `-t` (CPU seconds) and `-v` (virtual memory, KiB) exist in bash, dash and
/// macOS's sh. The process count is `-u` in bash/zsh/macOS and `-p` in dash; both are tried. A
/// flag the shell lacks is skipped (`2>/dev/null || :`), so limits are best-effort; the wall-clock
/// timeout in `ProcessRunner` always applies. RLIMIT_NPROC does not restrain root (nor a user
/// namespace's uid that is root outside): there the process count is capped by a pids cgroup of
/// the run's own (`PidsCgroup`) or by starting the program as a real unprivileged uid
/// (`UnprivilegedUser`), which the sandbox wrapper chooses.
public enum ResourceLimits {
    /// The command prefixed with the limiting shell, or unchanged when no limit is set.
    public static func apply(_ limits: RunLimits, to command: [String]) -> [String] {
        var clauses: [String] = []
        if let cpu = limits.cpuSeconds { clauses.append("ulimit -t \(max(1, cpu)) 2>/dev/null || :") }
        if let memory = limits.memoryBytes { clauses.append("ulimit -v \(max(1, memory / 1024)) 2>/dev/null || :") }
        if let processes = limits.processes {
            clauses.append("{ ulimit -u \(max(1, processes)) 2>/dev/null || ulimit -p \(max(1, processes)) 2>/dev/null || :; }")
        }
        if let bytes = limits.fileBytes { clauses.append("ulimit -f \(max(1, bytes / 512)) 2>/dev/null || :") }
        guard !clauses.isEmpty else { return command }
        let script = (clauses + ["exec \"$@\""]).joined(separator: "; ")
        return ["/bin/sh", "-c", script, "sh"] + command
    }
}
