import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Scans a learner file for code that reaches outside a view controller: imports of the test
/// framework, processes, files, the environment, `exit`, the network, dynamic loading.
///
/// Why a scan and not only the sandbox: the sandbox contains such code, but a teacher wants to
/// know who tried. Comments and string literals are skipped so that a learner who writes
/// "don't exit early" in a comment is not flagged. The scan is lexical and cheap; it can be fooled
/// (that is what the sandbox and the event-stream verdict are for) but not by accident.
public enum IntegrityCheck {
    /// Flags in source order, one per occurrence.
    public static func scan(source: String) -> [IntegrityFlag] {
        let tokens = SwiftLexer.identifiers(in: source)
        var flags: [IntegrityFlag] = []
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : nil
            if token.text == "import", let next = tokens.dropFirst(index + 1).first,
               let category = importedModules[next.text] {
                flags.append(IntegrityFlag(category: category, token: "import \(next.text)", line: token.line))
                continue
            }
            if let category = typeNames[token.text] {
                flags.append(IntegrityFlag(category: category, token: token.text, line: token.line))
                continue
            }
            if let category = freeFunctions[token.text], token.followedByParenthesis,
               isFreeCall(token, previous: previous) {
                flags.append(IntegrityFlag(category: category, token: token.text, line: token.line))
                continue
            }
            // `data.write(to:)`, `text.write(toFile:…)`: writing files through Foundation's members.
            if token.text == "write", token.afterDot, token.followedByParenthesis,
               let label = tokens.dropFirst(index + 1).first, label.text.hasPrefix("to") {
                flags.append(IntegrityFlag(category: .files, token: "write(\(label.text):)", line: token.line))
                continue
            }
            // `String(contentsOf:)`, `Data(contentsOf:)` read files; `append(contentsOf:)` does not.
            if token.text == "contentsOf", let previous, readers.contains(previous.text) {
                flags.append(IntegrityFlag(category: .files, token: "\(previous.text)(contentsOf:)", line: token.line))
            }
        }
        return flags
    }

    /// A call like `exit(0)` or `Foundation.exit(0)` — not `array.remove(at:)` or `view.open()`.
    private static func isFreeCall(_ token: SwiftLexer.Token, previous: SwiftLexer.Token?) -> Bool {
        guard token.afterDot else { return true }
        guard let previous else { return false }
        return cModules.contains(previous.text)
    }

    private static let readers: Set<String> = ["String", "Data", "NSString", "NSData", "NSArray", "NSDictionary", "FileWrapper"]

    private static let cModules: Set<String> = ["Foundation", "Glibc", "Darwin", "Musl", "ucrt", "WinSDK", "Android"]

    private static let importedModules: [String: IntegrityFlag.Category] = [
        "Testing": .testing, "XCTest": .testing, "KataGraders": .testing, "KataCatalog": .testing,
        "System": .system, "SystemPackage": .system,
        "Glibc": .system, "Darwin": .system, "Musl": .system, "ucrt": .system, "WinSDK": .system,
        "Android": .system, "FoundationNetworking": .network, "Network": .network,
    ]

    /// Names whose every mention is a reach: types and singletons.
    private static let typeNames: [String: IntegrityFlag.Category] = [
        "Process": .process, "NSTask": .process,
        "FileManager": .files, "FileHandle": .files, "NSFileManager": .files, "NSFileHandle": .files,
        "contentsOfFile": .files, "atomically": .files, "fileURLWithPath": .files, "filePath": .files,
        "FileDescriptor": .files, "CommandLine": .process,
        "ProcessInfo": .environment, "NSProcessInfo": .environment, "environ": .environment,
        "URLSession": .network, "NSURLConnection": .network, "Socket": .network, "NWConnection": .network,
        "CFSocket": .network, "InputStream": .network, "OutputStream": .network, "Stream": .network,
        "dlopen": .runtime, "dlsym": .runtime, "_silgen_name": .runtime, "_cdecl": .runtime,
        "NSClassFromString": .runtime,
    ]

    /// C functions that count only when called as free functions.
    private static let freeFunctions: [String: IntegrityFlag.Category] = [
        "exit": .exit, "_exit": .exit, "abort": .exit, "quick_exit": .exit, "atexit": .exit,
        "fopen": .files, "open": .files, "openat": .files, "creat": .files, "unlink": .files,
        "remove": .files, "rmdir": .files, "rename": .files, "fwrite": .files, "write": .files,
        "read": .files, "truncate": .files, "mkdir": .files, "chmod": .files, "symlink": .files,
        "freopen": .files, "fdopen": .files, "fputs": .files, "fprintf": .files, "dprintf": .files,
        "pwrite": .files, "writev": .files, "dup": .files, "dup2": .files, "dup3": .files, "mmap": .files,
        "syscall": .process, "pthread_kill": .process,
        "getenv": .environment, "setenv": .environment, "unsetenv": .environment, "putenv": .environment,
        "system": .process, "popen": .process, "fork": .process, "vfork": .process, "execv": .process,
        "execve": .process, "execvp": .process, "execl": .process, "execlp": .process,
        "posix_spawn": .process, "posix_spawnp": .process, "kill": .process, "raise": .process,
        "signal": .process, "sigaction": .process,
        "socket": .network, "connect": .network, "bind": .network, "listen": .network,
    ]
}
