import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Runs a graded program inside bubblewrap: a fresh mount namespace in which the system and the
/// toolchain are read-only, the attempt's scratch folder is the only writable place, and there is
/// no network, no other process to see and no way to outlive the runner.
///
/// Why bwrap: it is one small setuid-free binary on Debian/Ubuntu (package `bubblewrap`), needs
/// no daemon, and its mounts are per-process — exactly "this program sees only its scratch
/// folder". Everything a student could harm (other submissions, the gradebook, the workbook)
/// simply does not exist inside.
public struct BubblewrapWrapper: ExecutionWrapper {
    public let bwrap: URL
    /// Extra read-only folders every run needs (the Swift toolchain's runtime libraries).
    public let systemReadOnly: [URL]
    /// Size of the sandbox's `/tmp` (RAM-backed tmpfs).
    public var tmpBytes: Int = 64 << 20
    /// How the run's process count is capped (`SandboxProbe` picks the strongest that works).
    public let processes: ProcessCap
    /// Who starts bwrap: for a root runner uid 65534 (bwrap's own user namespace would otherwise
    /// map the program to root outside).
    public let user: ProgramUser

    /// `user`: by default the one `processes` needs, else `ProgramUser.forRunner()`.
    public init(bwrap: URL, systemReadOnly: [URL] = BubblewrapWrapper.defaultToolchainFolders(),
                processes: ProcessCap = .rlimit(runnerIsRoot: UnprivilegedUser.runnerIsRoot), user: ProgramUser? = nil) {
        self.bwrap = bwrap
        self.systemReadOnly = systemReadOnly
        self.processes = processes
        self.user = user ?? processes.impliedUser ?? .forRunner()
    }

    public func wrap(_ command: [String], scratch: URL, readOnly: [URL]) -> [String] {
        user.prefixing(arguments(scratch: scratch, readOnly: readOnly) + ["--"] + command, sandboxed: true)
    }

    /// The run's cap and user, and its paths turned into those of its copy (`RunStaging`): the
    /// copy is what bwrap mounts.
    public func configure(_ process: inout ProcessRequest, limits: RunLimits) {
        processes.configure(&process, limits: limits)
        user.configure(&process)
        guard let staged = RunStaging.shared.take(scratch: process.workingDirectory) else { return }
        staged.apply(to: &process)
        // The copy is also where the compiler saw the learner's source (`compiledPaths`), so the
        // graders can read it by that name; mounted before the root is frozen.
        if let freeze = process.command.firstIndex(of: "--remount-ro") {
            process.command.insert(contentsOf: ["--ro-bind", staged.folder.path, staged.original.path], at: freeze)
        }
    }

    public func prepare(scratch: URL, readOnly: [URL]) throws {
        _ = try RunStaging.shared.stage(scratch: scratch, readOnly: systemReadOnly + readOnly, user: user)
    }

    /// The bwrap invocation without the command: exposed so tests can check what is (and is not)
    /// mounted without running anything.
    public func arguments(scratch: URL, readOnly: [URL]) -> [String] {
        var args = [bwrap.path,
                    "--unshare-all",          // network, pid, ipc, uts, cgroup, user (where allowed)
                    "--die-with-parent",      // a runner killed mid-class leaves no orphan
                    "--new-session",          // no TIOCSTI into the teacher's terminal
                    "--cap-drop", "ALL",
                    "--hostname", "kata"]
        // The system, read-only. On merged-/usr systems /bin, /lib… are symlinks; keep them so.
        args += ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                args += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                args += ["--ro-bind", top, top]
            }
        }
        // Only the parts of /etc a dynamically linked program reads.
        for file in ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
                     "/etc/nsswitch.conf", "/etc/passwd", "/etc/group"] {
            args += ["--ro-bind-try", file, file]
        }
        // An unprivileged uid inside (the runner may be root, as in CI containers and Gradescope;
        // then it is uid 0 outside, which is why `processes` caps the process count).
        args += ["--unshare-user", "--uid", "65534", "--gid", "65534"]
        // /tmp is RAM: size-limited, so a submission cannot fill the machine's memory.
        args += ["--proc", "/proc", "--dev", "/dev", "--size", String(tmpBytes), "--tmpfs", "/tmp"]
        for folder in (systemReadOnly + readOnly).map(\.standardizedFileURL.path) where !isSystemPath(folder) {
            args += ["--ro-bind-try", folder, folder]
        }
        // Last, so that a scratch folder under /tmp is mounted over the empty tmpfs. Read-only:
        // the results travel through a pipe, so the program needs no writable host folder at all
        // (the size-limited /tmp is its only writable place).
        let scratchPath = scratch.standardizedFileURL.path
        args += ["--ro-bind", scratchPath, scratchPath, "--chdir", scratchPath,
                 "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"]
        for name in Self.secretLookingVariables() { args += ["--unsetenv", name] }
        // Where the runner was is none of the program's business.
        args += ["--unsetenv", "OLDPWD"]
        // bwrap's own root is a writable tmpfs; freeze it so that the scratch folder and the
        // throwaway /tmp are the only places a program can write.
        args += ["--remount-ro", "/"]
        return args
    }

    private func isSystemPath(_ path: String) -> Bool {
        path == "/usr" || path.hasPrefix("/usr/")
    }

    /// Environment variables that look like credentials (CI tokens, cloud keys): the program has no
    /// network, but it could print them into its report.
    static func secretLookingVariables(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let markers = ["TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "API_KEY", "ACCESS_KEY", "PRIVATE_KEY"]
        return environment.keys.filter { key in markers.contains { key.uppercased().contains($0) } }.sorted()
    }

    /// The Swift toolchain's folder (e.g. /opt/swift), found from the compiler on PATH: the graded
    /// program loads libswiftCore, Foundation and Testing from there.
    public static func defaultToolchainFolders() -> [URL] {
        guard let swiftc = Platform.findExecutable("swiftc") else { return [] }
        let resolved = swiftc.resolvingSymlinksInPath()
        // <toolchain>/usr/bin/swiftc → <toolchain>
        let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
        let root = usr.lastPathComponent == "usr" ? usr.deletingLastPathComponent() : usr
        return root.path == "/" ? [] : [root]
    }
}
