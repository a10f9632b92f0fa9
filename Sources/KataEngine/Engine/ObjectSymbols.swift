import KataPlatform
import Foundation

/// What the learner's compiled code calls, read from the object file rather than the source text:
/// a call hidden in a string interpolation, a function reference (`let e = exit`) or an
/// `@_silgen_name` alias all end up as an undefined symbol the linker must resolve. Those symbols
/// are checked against an allowlist of what a kata needs: the Swift runtime and standard library,
/// UIKitSim, the grader entry point, Foundation's value types, a little libm. Anything else —
/// `exit`, `fopen`, `write`, `fork`, `dlsym`, `getenv`, `FileHandle`, `Process`, `ProcessInfo`,
/// `CommandLine`, `Data(contentsOf:)`… — is an integrity failure and the program never runs.
///
/// The object is compiled with `-function-sections`, so each relocation names the function that
/// makes the reference: the compiler's own `main`/`async_Main` (the contract's entry point, which
/// ends the process with `exit` after Swift Testing returns) are the only places allowed to refer
/// to `exit`.
public enum ObjectSymbols {
    /// One symbol the learner's code must not use.
    public struct Finding: Sendable, Equatable, Codable {
        /// Readable name ("exit", "Foundation.FileHandle.write(…)").
        public var symbol: String
        /// The integrity category ("exit", "files", "process", "environment", "network",
        /// "runtime", "testing", "system").
        public var category: String
    }

    /// Part of the result cache key: bump when the allowlist changes.
    public static let policyVersion = "symbols-1"

    public enum Outcome: Sendable, Equatable {
        case clean
        case flagged([Finding])
        /// The tools or the object were not found; nothing could be checked.
        case unchecked(String)
    }

    /// Checks the object files under `folder` (the attempt's build folder).
    public static func check(folder: URL, toolchain: Toolchain) -> Outcome {
        let objects = objectFiles(under: folder)
        guard !objects.isEmpty else { return .unchecked(EngineText.message("engine.unchecked.noObject")) }
        guard let nm = tool("llvm-nm", toolchain) ?? Platform.findExecutable("nm") else {
            return .unchecked(EngineText.message("engine.unchecked.noNm"))
        }
        var references: [(section: String, symbol: String)] = []
        for object in objects {
            let listed = ProcessRunner.run(ProcessRequest(command: [nm.path, "-u", "-j", object.path], timeout: 30, outputCap: 8 << 20))
            guard listed.succeeded else {
                return .unchecked(EngineText.message("engine.unchecked.nmFailed", ["file": object.lastPathComponent]))
            }
            let undefined = Set(lines(listed.stdout))
            #if os(Linux)
            if let objdump = tool("llvm-objdump", toolchain) ?? Platform.findExecutable("llvm-objdump") {
                let relocs = ProcessRunner.run(ProcessRequest(command: [objdump.path, "-r", object.path], timeout: 30, outputCap: 32 << 20))
                if relocs.succeeded {
                    references += relocations(String(decoding: relocs.stdout, as: UTF8.self)).filter { undefined.contains($0.symbol) }
                    continue
                }
            }
            #endif
            // No per-function view (macOS): every undefined symbol counts except `exit` (weaker).
            references += undefined.map { (section: "", symbol: $0) }
        }
        let counted = references.filter { reference in
            if isEntryPointExit(section: reference.section, symbol: reference.symbol) { return false }
            // Without a per-function view the entry point's own `exit` cannot be told apart.
            if reference.section.isEmpty, reference.symbol == "exit" || reference.symbol == "_exit" { return false }
            return true
        }
        let symbols = Array(Set(counted.map(\.symbol))).sorted()
        let names = demangle(symbols, toolchain: toolchain)
        var findings: [Finding] = []
        for (symbol, name) in zip(symbols, names) {
            if let category = category(mangled: symbol, demangled: name) {
                findings.append(Finding(symbol: short(name), category: category))
            }
        }
        var seen = Set<String>()
        findings = findings.filter { seen.insert($0.symbol).inserted }
        return findings.isEmpty ? .clean : .flagged(findings)
    }

    /// The compiler-generated entry point ending the process after the contract's `main` returns.
    /// A learner cannot define functions with these names (a duplicate would not link).
    static func isEntryPointExit(section: String, symbol: String) -> Bool {
        let entry: Set<String> = [".text.main", ".text.async_Main", ".text.async_MainTQ0_", ".text.async_MainTY1_"]
        return (symbol == "exit" || symbol == "_exit") && entry.contains(section)
    }

    static func objectFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "o" }
    }

    static func tool(_ name: String, _ toolchain: Toolchain) -> URL? {
        let url = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `llvm-objdump -r` text → (section, symbol) pairs.
    static func relocations(_ text: String) -> [(section: String, symbol: String)] {
        var section = ""
        var out: [(section: String, symbol: String)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("RELOCATION RECORDS FOR [") {
                section = String(line.dropFirst("RELOCATION RECORDS FOR [".count).prefix { $0 != "]" })
                continue
            }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3, fields[0].allSatisfy(\.isHexDigit) else { continue }
            var symbol = String(fields[2])
            // "exit-0x4", "sym+0x10": drop the addend.
            if let cut = symbol.range(of: #"[+-]0x[0-9a-fA-F]+$"#, options: .regularExpression) {
                symbol.removeSubrange(cut)
            }
            out.append((section, symbol))
        }
        return out
    }

    static func demangle(_ symbols: [String], toolchain: Toolchain) -> [String] {
        guard let tool = tool("swift-demangle", toolchain) ?? Platform.findExecutable("swift-demangle"), !symbols.isEmpty else { return symbols }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("kata-syms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        guard (try? Data(symbols.joined(separator: "\n").utf8).write(to: input)) != nil else { return symbols }
        let run = ProcessRunner.run(ProcessRequest(command: ["/bin/sh", "-c", "exec \"$0\" < \"$1\"", tool.path, input.path],
                                                   timeout: 30, outputCap: 16 << 20))
        let names = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return names.count >= symbols.count ? Array(names.prefix(symbols.count)) : symbols
    }

    static func short(_ name: String) -> String {
        name.count > 160 ? String(name.prefix(157)) + "…" : name
    }

    // MARK: - Policy

    /// Modules whose symbols a kata may use (Foundation members are then checked by name).
    static let allowedModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "UIKitSim", "KataGraders", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Observation", "Synchronization",
    ]

    static let runtimeCSymbols: Set<String> = [
        "memset", "memcpy", "memmove", "memcmp", "bzero", "__stack_chk_fail", "__stack_chk_guard",
        "_GLOBAL_OFFSET_TABLE_", "__dso_handle", "_ITM_deregisterTMCloneTable", "_ITM_registerTMCloneTable",
        "__cxa_finalize", "__gmon_start__", "__libc_start_main", "_tlv_bootstrap", "dyld_stub_binder",
    ]

    static let mathCSymbols: Set<String> = {
        let names = ["sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2",
                     "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "floor", "ceil", "round",
                     "trunc", "fmod", "fmin", "fmax", "fabs", "hypot", "remainder", "lround", "llround", "rint",
                     "nearbyint", "copysign", "fdim", "fma", "lrint", "modf", "frexp", "ldexp", "scalbn"]
        return Set(names + names.map { $0 + "f" } + names.map { $0 + "l" })
    }()

    /// Foundation (and standard library) types that reach outside the process.
    static let deniedTypes: [String: String] = [
        "FileManager": "files", "NSFileManager": "files", "FileHandle": "files", "NSFileHandle": "files",
        "FileWrapper": "files", "Bundle": "files", "NSFileCoordinator": "files", "DirectoryEnumerator": "files",
        "Process": "process", "NSTask": "process", "Pipe": "process", "Thread": "process", "CommandLine": "process",
        "ProcessInfo": "environment", "NSProcessInfo": "environment", "UserDefaults": "environment",
        "URLSession": "network", "URLSessionTask": "network", "InputStream": "network", "OutputStream": "network",
        "Stream": "network", "Host": "network", "Port": "network", "SocketPort": "network", "NSURLConnection": "network",
        "DispatchIO": "files", "DispatchSource": "process", "DispatchSourceSignal": "process",
        "DispatchSourceProcess": "process", "DispatchSourceRead": "files", "DispatchSourceWrite": "files",
        "NSClassFromString": "runtime", "NSSelectorFromString": "runtime",
    ]

    /// Member names that read or write files when Foundation provides them.
    static let deniedFoundationMembers = ["contentsOf:", "contentsOfFile:", "contentsOfURL:", "toFile:",
                                          "write(to:", "atomically:", "contentsOfDirectory", "fileHandle"]

    /// The category a symbol falls under, or nil when a kata may use it.
    static func category(mangled: String, demangled: String) -> String? {
        let symbol = mangled.hasPrefix("_$s") ? String(mangled.dropFirst()) : mangled
        guard symbol.hasPrefix("$s") else { return cCategory(symbol) }
        let module = swiftModule(symbol)
        switch module {
        case "Testing", "XCTest", "KataCatalog", "UIKitSimTesting": return "testing"
        case "Glibc", "SwiftGlibc", "Darwin", "Musl", "ucrt", "WinSDK", "Android", "__C", "System", "SystemPackage": return "system"
        case "FoundationNetworking", "Network": return "network"
        default: break
        }
        guard allowedModules.contains(module) else { return "system" }
        // UIKitSim's and the graders' own API (which mentions Foundation types in signatures,
        // e.g. `init(nibName:bundle:)`) does no I/O.
        if module == "UIKitSim" || module == "KataGraders" { return nil }
        // A denied type named anywhere in the symbol, qualified by a system module.
        let qualifiers = ["Foundation.", "FoundationEssentials.", "Dispatch.", "Swift.", "__C."]
        for (type, category) in deniedTypes {
            for qualifier in qualifiers where contains(demangled, word: qualifier + type) { return category }
        }
        let foundationContext = module.hasPrefix("Foundation") || demangled.contains("(extension in Foundation")
        if foundationContext, deniedFoundationMembers.contains(where: { demangled.contains($0) }) { return "files" }
        return nil
    }

    /// `qualified` occurring in `text` not followed by another identifier character.
    static func contains(_ text: String, word qualified: String) -> Bool {
        var range = text.startIndex..<text.endIndex
        while let found = text.range(of: qualified, range: range) {
            let next = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            if !(next.isLetter || next.isNumber || next == "_") && !(before.isLetter || before.isNumber || before == "_") { return true }
            range = found.upperBound..<text.endIndex
        }
        return false
    }

    /// The module that a mangled Swift symbol belongs to (its first context).
    static func swiftModule(_ symbol: String) -> String {
        let body = symbol.dropFirst(2)
        guard let first = body.first else { return "" }
        if first == "s" { return "Swift" }
        if first == "S" {
            let second = body.dropFirst().first
            if second == "o" { return "__C" }
            if second == "c" { return "_Concurrency" }
            return "Swift"
        }
        let digits = body.prefix { $0.isNumber }
        // Builtin and standard types with operator manglings (`Bo`, `yt`…).
        guard let length = Int(digits), length > 0 else { return "Swift" }
        return String(body.dropFirst(digits.count).prefix(length))
    }

    static func cCategory(_ name: String) -> String? {
        if name.hasPrefix("swift_") || name.hasPrefix("_swift_") || name.hasPrefix("__swift") { return nil }
        if runtimeCSymbols.contains(name) || mathCSymbols.contains(name) { return nil }
        let bare = name.hasPrefix("_") && !name.hasPrefix("__") ? String(name.dropFirst()) : name
        let groups: [(String, [String])] = [
            ("exit", ["exit", "_exit", "_Exit", "abort", "quick_exit", "atexit", "at_quick_exit", "__cxa_atexit"]),
            ("process", ["fork", "vfork", "clone", "execv", "execve", "execvp", "execl", "execlp", "execle", "fexecve",
                         "posix_spawn", "posix_spawnp", "system", "popen", "kill", "raise", "signal", "sigaction",
                         "setsid", "setpgid", "setpgrp", "daemon", "prctl", "ptrace", "syscall", "pthread_kill", "pthread_create"]),
            ("environment", ["getenv", "secure_getenv", "setenv", "unsetenv", "putenv", "clearenv", "environ", "__environ"]),
            ("network", ["socket", "connect", "bind", "listen", "accept", "send", "sendto", "recv", "recvfrom", "getaddrinfo"]),
            ("runtime", ["dlopen", "dlsym", "dladdr", "dlerror", "dlclose", "dlvsym"]),
        ]
        for (category, names) in groups where names.contains(bare) { return category }
        return "files"
    }
}
