import KataEngine
import KataPlatform
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a graded program actually runs: a copy of its attempt folder (the program and the
/// learner's source) in a folder of its own under a world-traversable temporary root, plus, when
/// the runner's build folder is closed to the unprivileged user (a checkout in /root or in a 0700
/// `mktemp -d`), a copy of the runtime libraries. Why: uid 65534 must reach what it runs
/// wherever the teacher cloned the project, and the program's environment (HOME, TMPDIR, its
/// source's path) then names no folder of the runner's.
///
/// Files are hard-linked when the temporary root is on the same file system, else copied; the
/// libraries once per runner process, the attempt once per run (measured: `RunStagingTests`).
/// The run folder goes when the run ends (`ProcessRequest.removeAfterRun`).
final class RunStaging: @unchecked Sendable {
    static let shared = RunStaging()

    /// One run's copy: `replacements` turn the runner's paths into the copy's.
    struct Staged: Sendable {
        let folder: URL
        /// The attempt folder it copies.
        let original: URL
        let replacements: [(from: String, to: String)]
        /// Folders of staged libraries, for LD_LIBRARY_PATH (empty when the originals are reachable).
        let libraryPath: [String]

        /// `path` with the runner's folders replaced by their copies.
        func translate(_ path: String) -> String {
            for (from, to) in replacements where path == from || path.hasPrefix(from + "/") {
                return to + path.dropFirst(from.count)
            }
            return path
        }

        /// Variables that keep the runner's path: the learner's source is named as the compiler
        /// saw it, because the graders match it against the program's own debug information
        /// (`CallSites`), which holds that path anyway.
        static let compiledPaths: Set<String> = ["KATA_LEARNER_SOURCE"]

        /// Points the run at the copy: its command, environment and working folder.
        func apply(to process: inout ProcessRequest) {
            process.command = process.command.map(translate)
            for (name, value) in process.environment where !Self.compiledPaths.contains(name) {
                process.environment[name] = translate(value)
            }
            process.workingDirectory = process.workingDirectory.map { URL(fileURLWithPath: translate($0.path), isDirectory: true) }
            if !libraryPath.isEmpty { process.environment["LD_LIBRARY_PATH"] = libraryPath.joined(separator: ":") }
            process.removeAfterRun.append(folder)
        }
    }

    struct Unreachable: Error, CustomStringConvertible {
        let description: String
    }

    private let lock = NSLock()
    /// Held while the libraries are copied: two runs staged at once (a shard grading in parallel)
    /// would otherwise both make `lib-0`, and one would fail on the other's folder.
    private let copyLock = NSLock()
    private var root: URL?
    private var libraries: [String: URL] = [:]
    private var pending: [String: Staged] = [:]

    /// Copies `scratch` for `user`, with a copy of each folder of `readOnly` the user cannot reach
    /// that holds shared libraries; anything else it cannot reach is named in the error.
    func stage(scratch: URL, readOnly: [URL], user: ProgramUser) throws -> Staged {
        let root = try temporaryRoot()
        var replacements: [(from: String, to: String)] = []
        var libraryPath: [String] = []
        if user.switchesUser {
            for folder in readOnly where UnprivilegedUser.unreachable(folder) != nil {
                guard let copy = try libraryCopy(of: folder, in: root) else {
                    throw Unreachable(description: UnprivilegedUser.unreachable(folder) ?? folder.path)
                }
                replacements.append((folder.standardizedFileURL.path, copy.path))
                libraryPath.append(copy.path)
            }
        }
        let folder = root.appendingPathComponent(scratch.lastPathComponent, isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        for entry in try FileManager.default.contentsOfDirectory(at: scratch, includingPropertiesForKeys: [.isRegularFileKey]) {
            guard (try? entry.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            try Self.place(entry, at: folder.appendingPathComponent(entry.lastPathComponent))
        }
        // The program's own folder (its HOME and TMPDIR outside a sandbox); closed to everyone else.
        // Only the folder changes hands: the files stay the runner's, readable.
        if user.switchesUser {
            try FileManager.default.setAttributes([.ownerAccountID: NSNumber(value: UnprivilegedUser.id),
                                                   .groupOwnerAccountID: NSNumber(value: UnprivilegedUser.id)], ofItemAtPath: folder.path)
        }
        replacements.insert((scratch.standardizedFileURL.path, folder.path), at: 0)
        let staged = Staged(folder: folder, original: scratch.standardizedFileURL, replacements: replacements, libraryPath: libraryPath)
        lock.withLock { pending[folder.path] = staged; pending[scratch.standardizedFileURL.path] = staged }
        return staged
    }

    /// The copy `stage` made for the run whose working folder is `scratch` (handed over once).
    func take(scratch: URL?) -> Staged? {
        guard let path = scratch?.standardizedFileURL.path else { return nil }
        return lock.withLock {
            guard let staged = pending.removeValue(forKey: path) else { return nil }
            pending.removeValue(forKey: staged.folder.path)
            return staged
        }
    }

    /// This process's temporary root: made once, owned by the runner, enterable but not listable
    /// by others (mode 0711), so no one can guess or plant a run folder in it.
    func temporaryRoot() throws -> URL {
        try lock.withLock {
            if let root { return root }
            var base = FileManager.default.temporaryDirectory.path
            if UnprivilegedUser.unreachable(URL(fileURLWithPath: base)) != nil { base = "/tmp" }
            var template = Array((base + "/kata-run-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw Unreachable(description: "mkdtemp in \(base): \(String(cString: strerror(errno)))")
            }
            let url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
            chmod(url.path, 0o711)
            root = url
            Self.removeAtExit(url)
            return url
        }
    }

    /// A copy of the shared libraries directly in `folder` (nil: it holds none), made once.
    private func libraryCopy(of folder: URL, in root: URL) throws -> URL? {
        let key = folder.standardizedFileURL.path
        if let copy = lock.withLock({ libraries[key] }) { return copy }
        return try copyLock.withLock {
            // Another run may have made it while this one waited.
            if let copy = lock.withLock({ libraries[key] }) { return copy }
            let names = try FileManager.default.contentsOfDirectory(atPath: key)
                .filter { $0.hasSuffix(".so") || $0.contains(".so.") || $0.hasSuffix(".dylib") }
            guard !names.isEmpty else { return nil }
            let copy = root.appendingPathComponent("lib-\(lock.withLock { libraries.count })", isDirectory: true)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            for name in names { try Self.place(folder.appendingPathComponent(name), at: copy.appendingPathComponent(name)) }
            lock.withLock { libraries[key] = copy }
            return copy
        }
    }

    /// A hard link when possible (no bytes copied), else a copy; readable by everyone either way.
    private static func place(_ file: URL, at destination: URL) throws {
        if link(file.path, destination.path) != 0 {
            try FileManager.default.copyItem(at: file, to: destination)
        }
        var info = stat()
        if stat(destination.path, &info) == 0 {
            let executable = mode_t(info.st_mode) & 0o100 != 0
            chmod(destination.path, (mode_t(info.st_mode) & 0o7777) | (executable ? 0o555 : 0o444))
        }
    }

    nonisolated(unsafe) private static var rootsToRemove: [String] = []
    private static let exitLock = NSLock()

    /// Removes the temporary root when the runner exits normally (SIGINT/SIGTERM remove the
    /// run folders through `ChildRegistry`; the empty root is then all that is left).
    private static func removeAtExit(_ root: URL) {
        exitLock.withLock {
            if rootsToRemove.isEmpty {
                atexit {
                    for path in RunStaging.exitLock.withLock({ RunStaging.rootsToRemove }) {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                }
            }
            rootsToRemove.append(root.path)
        }
    }
}
