import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file that someone else may control without ever blocking or reading without end: it is
/// opened non-blocking (a FIFO cannot stall the open), checked to be a regular file after opening
/// (no folder, FIFO, socket or device such as `/dev/zero`), and read up to a size limit.
public enum SafeFile {
    public enum Problem: Error, Equatable {
        case missing
        case folder
        case notRegular
        case tooLarge(Int)
        case unreadable(String)
    }

    public static func read(_ url: URL, limit: Int) -> Result<Data, Problem> {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(.missing) }
            return .failure(.unreadable(String(cString: strerror(code))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.folder) }
        guard type == S_IFREG else { return .failure(.notRegular) }
        if Int(info.st_size) > limit { return .failure(.tooLarge(Int(info.st_size))) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while data.count <= limit {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return .failure(.unreadable(String(cString: strerror(errno)))) }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        if data.count > limit { return .failure(.tooLarge(data.count)) }
        return .success(data)
    }

    /// Creates a folder only its owner can enter (0700), parents as needed.
    public static func makePrivateDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        _ = chmod(url.path, 0o700)
    }
}

/// Text from outside (file names, option values) made safe to print on a terminal or in a log:
/// control characters and invalid bytes become visible escapes, one line, bounded length.
public enum CLIText {
    public static func safe(_ text: String, limit: Int = 300) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D: out += " "
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0xFFFD:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
            if out.count >= limit { return out + "…" }
        }
        return out
    }
}
