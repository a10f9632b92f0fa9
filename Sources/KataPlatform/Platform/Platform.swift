import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one seam for what differs between Linux and macOS: environment, executable lookup, library
/// names, signals and the terminal. Process spawning with limits is `ProcessRunner` (same folder).
public enum Platform {
    public static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// `override` when it names an executable file, else the first `name` on PATH.
    public static func findExecutable(
        _ name: String, override: String? = nil, environment: [String: String] = Platform.environment
    ) -> URL? {
        let fm = FileManager.default
        if let override, !override.isEmpty, fm.isExecutableFile(atPath: override) {
            return URL(fileURLWithPath: override)
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if fm.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `libName.so` on Linux, `libName.dylib` on macOS.
    public static func sharedLibraryName(_ name: String) -> String {
        #if canImport(Darwin)
        return "lib\(name).dylib"
        #else
        return "lib\(name).so"
        #endif
    }

    /// The conventional name of a signal number ("SIGILL"), for crash messages.
    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGSEGV: return "SIGSEGV"
        case SIGTERM: return "SIGTERM"
        case SIGXCPU: return "SIGXCPU"
        case SIGXFSZ: return "SIGXFSZ"
        case SIGPIPE: return "SIGPIPE"
        case SIGINT: return "SIGINT"
        default: return "signal \(signal)"
        }
    }

    /// True when the file descriptor is a terminal (colour and progress only then).
    public static func isTerminal(_ fd: Int32 = 1) -> Bool {
        isatty(fd) == 1
    }

    /// Columns of the terminal on `fd`, else `COLUMNS`, else 80.
    public static func terminalWidth(_ fd: Int32 = 1) -> Int {
        var size = winsize()
        #if canImport(Darwin)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = UInt(TIOCGWINSZ)
        #endif
        if ioctl(fd, request, &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// Rows of the terminal on `fd`, else `LINES`, else 24 (a verdict's first screen fits them).
    public static func terminalHeight(_ fd: Int32 = 1) -> Int {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let rows = environment["LINES"].flatMap(Int.init), rows > 0 { return rows }
        return 24
    }
}
