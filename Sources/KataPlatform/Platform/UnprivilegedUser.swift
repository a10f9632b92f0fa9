import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real unprivileged user a root runner hands a graded program to with `setpriv` (util-linux),
/// so that the kernel counts the program's processes against RLIMIT_NPROC — it never does for
/// uid 0. Used when no pids cgroup can be made (`PidsCgroup`). The program's scratch folder is
/// given to that user, and every folder it reads must be reachable by it.
public enum UnprivilegedUser {
    /// `nobody`/`nogroup` on Debian, Ubuntu and Fedora.
    public static let id: UInt32 = 65534

    /// True when this process runs as root, where RLIMIT_NPROC does not hold.
    public static var runnerIsRoot: Bool { geteuid() == 0 }

    /// `command` run as the user: real, effective and saved uid and gid, no supplementary groups
    /// (and so no capabilities), and no way back up through a set-uid program (`no_new_privs`:
    /// `su`, `mount` and the like start without their owner's rights).
    public static func command(setpriv: URL, _ command: [String]) -> [String] {
        [setpriv.path, "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--no-new-privs", "--"] + command
    }

    /// Gives `folder` and what is directly in it to the user (the program and the learner's
    /// source; the folder stays closed to everyone else).
    public static func handOver(_ folder: URL) throws {
        let attributes: [FileAttributeKey: Any] = [.ownerAccountID: NSNumber(value: id), .groupOwnerAccountID: NSNumber(value: id)]
        try FileManager.default.setAttributes(attributes, ofItemAtPath: folder.path)
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.setAttributes(attributes, ofItemAtPath: folder.appendingPathComponent(entry).path)
        }
    }

    /// Why the user cannot reach `path` (a folder on the way it may not enter), or nil when it
    /// can. Missing paths are nil: nothing is mounted or read from them.
    public static func unreachable(_ path: URL) -> String? {
        var folder = URL(fileURLWithPath: "/")
        for component in path.standardizedFileURL.pathComponents.dropFirst() {
            folder.appendPathComponent(component)
            var info = stat()
            guard stat(folder.path, &info) == 0 else { return nil }
            let mode = UInt32(info.st_mode)
            guard mode & UInt32(S_IFMT) == UInt32(S_IFDIR) else { continue }
            let enters = info.st_uid == id ? mode & 0o100 != 0 : info.st_gid == id ? mode & 0o010 != 0 : mode & 0o001 != 0
            if !enters {
                return "uid \(id) cannot enter \(folder.path) (mode \(String(mode & 0o777, radix: 8))), which \(path.path) needs"
            }
        }
        return nil
    }
}
