import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// posix_spawn with the child in its own process group, stdin from /dev/null, stdout/stderr to
/// the given pipes, default signal dispositions and an empty signal mask (a parent that ignores
/// SIGPIPE must not pass that on). The attribute types differ between Glibc and Darwin, hence the
/// `#if`s; everything else is POSIX.
enum SpawnSupport {
    /// Returns 0 or an errno value.
    static func spawn(
        executable: String, arguments: [String], environment: [String],
        stdout: [Int32], stderr: [Int32], channel: (pipe: [Int32], childFD: Int32)? = nil,
        workingDirectory: String? = nil, pid: inout pid_t
    ) -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderr[1], 2)
        var parentEnds = Set([stdout[0], stdout[1], stderr[0], stderr[1]])
        if let channel {
            // The write end becomes the child's `childFD` (dup2 clears close-on-exec); the read
            // end never reaches the child.
            posix_spawn_file_actions_adddup2(&actions, channel.pipe[1], channel.childFD)
            parentEnds.formUnion(channel.pipe)
            parentEnds.remove(channel.childFD)
        }
        for fd in parentEnds where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        #if canImport(Glibc)
        if let workingDirectory {
            guard let addChangeDirectory = Self.addChangeDirectory else { return ENOSYS }
            let failed = addChangeDirectory(&actions, workingDirectory)
            if failed != 0 { return failed }
        }
        #else
        if workingDirectory != nil { return ENOSYS }
        #endif

        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        return posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }

    #if canImport(Glibc)
    typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later; Glibc's Swift module does
    /// not declare it), found at run time: nil on an older C library.
    static let addChangeDirectory: AddChangeDirectory? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)
    }()
    #endif

    /// Whether `spawn` can start a process in `path` itself, as `sh -c 'cd "$0" …'` would leave it
    /// (same `PWD`): the C library has the action and the path is absolute with no `.`/`..`
    /// components, repeated or trailing slashes, which `cd` would rewrite in `PWD`.
    static func canChangeDirectory(to path: String) -> Bool {
        #if canImport(Glibc)
        guard addChangeDirectory != nil, path.hasPrefix("/"), path.count > 1, !path.hasSuffix("/") else { return false }
        return !path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0 == "." || $0 == ".." }
        #else
        return false
        #endif
    }
}
