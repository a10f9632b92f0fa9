import KataPlatform
import Foundation
import KataCatalog

/// What the learner's compiled code calls and defines, read from its object file rather than the
/// source text. Undefined symbols (a call hidden in a string interpolation, a function reference
/// `let e = exit`) are checked against an allowlist of what a kata needs: the Swift runtime and
/// standard library, UIKitSim, Foundation's value types, a little libm. Anything else — `exit`,
/// `fopen`, `write`, `fork`, `dlsym`, `getenv`, `FileHandle`, `Process`, `ProcessInfo`,
/// `CommandLine`, `Data(contentsOf:)`, the graders, Swift Testing… — is an integrity failure and
/// the program never runs. On ELF systems the object may also define exported symbols only in the
/// learner's own namespace (`$s11LearnerKata…`: never `fwrite`, `exit` or `main`, which would
/// replace the C library's or the contract's for the whole program) and may have no constructor or
/// destructor sections (`.init_array`, `.ctors`, `.fini_array` …: code run before `main`).
///
/// Only the learner's module is checked: the contract's object (the entry point, which ends the
/// process with `exit`) is the runner's own.
public enum ObjectSymbols {
    /// One symbol the learner's code must not use.
    public struct Finding: Sendable, Equatable, Codable {
        /// Readable name ("exit", "Foundation.FileHandle.write(…)").
        public var symbol: String
        /// The integrity category ("exit", "files", "process", "environment", "network",
        /// "runtime", "testing", "system", "definition", "constructor").
        public var category: String
    }

    /// Part of the result cache key: bump when the allowlist changes.
    public static let policyVersion = "symbols-5"

    public enum Outcome: Sendable, Equatable {
        case clean
        case flagged([Finding])
        /// The tools or the object were not found; nothing could be checked.
        case unchecked(String)
    }

    /// Checks the learner's object file(s).
    public static func check(objects: [URL], toolchain: Toolchain) -> Outcome {
        guard !objects.isEmpty, objects.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            return .unchecked(EngineText.message("engine.unchecked.noObject"))
        }
        var undefined = Set<String>()
        var findings: [Finding] = []
        for object in objects {
            // ELF (Linux): read in-process.
            if let elf = ELFFile(url: object), let table = ELFTable(elf: elf) {
                undefined.formUnion(table.undefined)
                findings += table.constructorSections.map { Finding(symbol: $0, category: "constructor") }
                findings += table.exported.filter { !isLearnerSymbol($0) }.map { Finding(symbol: short($0), category: "definition") }
                continue
            }
            guard let nm = tool("llvm-nm", toolchain) ?? Platform.findExecutable("nm") else {
                return .unchecked(EngineText.message("engine.unchecked.noNm"))
            }
            let listed = ProcessRunner.run(ProcessRequest(command: [nm.path, "-u", "-j", object.path], timeout: 30, outputCap: 8 << 20))
            guard listed.succeeded else {
                return .unchecked(EngineText.message("engine.unchecked.nmFailed", ["file": object.lastPathComponent]))
            }
            undefined.formUnion(lines(listed.stdout))
            let defined = ProcessRunner.run(ProcessRequest(command: [nm.path, "-g", "-U", "-j", object.path], timeout: 30, outputCap: 8 << 20))
            findings += lines(defined.stdout).filter { !isLearnerSymbol($0) }.map { Finding(symbol: short($0), category: "definition") }
        }
        let symbols = Array(undefined).sorted()
        let names = demangle(symbols, toolchain: toolchain)
        for (symbol, name) in zip(symbols, names) {
            if let category = category(mangled: symbol, demangled: name) {
                findings.append(Finding(symbol: short(name), category: category))
            }
        }
        var seen = Set<String>()
        findings = findings.filter { seen.insert($0.symbol).inserted }
        return findings.isEmpty ? .clean : .flagged(findings)
    }

    /// A symbol the learner's module may export: a Swift name inside its own module's namespace
    /// (its types, their members and conformances; extensions of other modules' types are
    /// mangled with `11LearnerKata` too), or the reflection version every Swift object carries.
    static func isLearnerSymbol(_ name: String) -> Bool {
        let bare = name.hasPrefix("_$s") ? String(name.dropFirst()) : name
        if bare.hasPrefix("$s") { return bare.contains("\(GraderBuild.learnerModule.count)\(GraderBuild.learnerModule)") }
        return ["__swift_reflection_version", "___swift_reflection_version"].contains(name)
    }

    /// What an ELF object's headers say: its sections, undefined and exported symbols.
    struct ELFTable {
        var sections: [String] = []
        /// Each section's size in bytes, in the order of `sections`.
        var sectionSizes: [Int] = []
        var undefined: [String] = []
        /// Defined symbols another object or library could bind to: global or weak, not hidden.
        var exported: [String] = []

        init(sections: [String], sectionSizes: [Int] = [], undefined: [String], exported: [String]) {
            self.sections = sections
            self.sectionSizes = sectionSizes
            self.undefined = undefined
            self.exported = exported
        }

        init?(elf: ELFFile) {
            guard let symbols = elf.symbols else { return nil }
            self.init(sections: elf.sectionNames, sectionSizes: elf.sections.map(\.size),
                      undefined: symbols.filter { !$0.defined }.map(\.name),
                      exported: symbols.filter { $0.defined && $0.exported }.map(\.name))
        }

        /// Sections the loader runs code from before or after `main`. The one constructor the
        /// runner's own coverage instrumentation adds (`GraderBuild.coverageFlags`: SanitizerCoverage
        /// registers its tables with one pointer in `.init_array.2`, beside its counters section) is
        /// the runner's; any other entry (a learner's `@section(".init_array.2")` too) is not.
        var constructorSections: [String] {
            let prefixes = [".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors", ".init", ".fini"]
            let coverage = sections.indices.filter { sections[$0] == ".init_array.2" }
            let onlyCoverage = sections.contains(coverageCountersSection) && coverage.count == 1
                && sectionSizes.indices.contains(coverage[0]) && sectionSizes[coverage[0]] == MemoryLayout<UInt>.size
            return sections.filter { name in
                prefixes.contains { name == $0 || name.hasPrefix($0 + ".") } && !(onlyCoverage && name == ".init_array.2")
            }
        }
    }

    static func tool(_ name: String, _ toolchain: Toolchain) -> URL? {
        let url = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Readable names, from the Swift runtime's own demangler (in-process: no process per verdict).
    static func demangle(_ symbols: [String], toolchain: Toolchain) -> [String] {
        symbols.map { symbol in
            symbol.withCString { name in
                guard let out = swiftDemangle(name, UInt(strlen(name)), nil, nil, 0) else { return symbol }
                defer { free(out) }
                return String(cString: out)
            }
        }
    }

    static func short(_ name: String) -> String {
        name.count > 160 ? String(name.prefix(157)) + "…" : name
    }

    // MARK: - Policy

    /// Modules whose symbols a kata may use (Foundation members are then checked by name).
    static let allowedModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "UIKitSim", "LearnerKata", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Observation", "Synchronization", "RegexBuilder",
    ]

    static let runtimeCSymbols: Set<String> = [
        "memset", "memcpy", "memmove", "memcmp", "bzero", "__stack_chk_fail", "__stack_chk_guard",
        "_GLOBAL_OFFSET_TABLE_", "__dso_handle", "_ITM_deregisterTMCloneTable", "_ITM_registerTMCloneTable",
        "__cxa_finalize", "__gmon_start__", "__libc_start_main", "_tlv_bootstrap", "dyld_stub_binder",
        // Allocation the compiler emits for some code (child-to-parent's given file); harmless
        // without pointers, which strict memory safety keeps out of a graded file.
        "malloc", "free", "calloc", "realloc", "posix_memalign", "aligned_alloc",
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

    /// Each denied type under each system module that can qualify it ("Foundation.FileManager"),
    /// in `deniedTypes`' order.
    static let deniedQualifiedTypes: [(name: String, category: String)] = deniedTypes.flatMap { type, category in
        ["Foundation.", "FoundationEssentials.", "Dispatch.", "Swift.", "__C."].map { ($0 + type, category) }
    }

    /// Member names that read or write files when Foundation provides them.
    static let deniedFoundationMembers = ["contentsOf:", "contentsOfFile:", "contentsOfURL:", "toFile:",
                                          "write(to:", "atomically:", "contentsOfDirectory", "fileHandle"]

    /// The category a symbol falls under, or nil when a kata may use it.
    static func category(mangled: String, demangled: String) -> String? {
        let symbol = mangled.hasPrefix("_$s") ? String(mangled.dropFirst()) : mangled
        guard symbol.hasPrefix("$s") else { return cCategory(symbol) }
        let module = swiftModule(symbol)
        switch module {
        case "Testing", "XCTest", "KataCatalog", "UIKitSimTesting", "KataGraders", "KataContract", "Runtime": return "testing"
        case "Glibc", "SwiftGlibc", "Darwin", "Musl", "ucrt", "WinSDK", "Android", "__C", "System", "SystemPackage": return "system"
        case "FoundationNetworking", "Network": return "network"
        default: break
        }
        guard allowedModules.contains(module) else { return moduleCategory(demangled: demangled) }
        // UIKitSim's and the learner's own API (which mentions Foundation types in signatures,
        // e.g. `init(nibName:bundle:)`) does no I/O.
        if module == "UIKitSim" || module == "LearnerKata" { return nil }
        // A denied type named anywhere in the symbol, qualified by a system module. An ASCII name
        // (every one the compiler emits for these modules) is split into its `Module.Name` pairs
        // once; the word search below is the same test, for any other text.
        let pairs = qualifiedPairs(inASCII: demangled)
        for (qualified, category) in deniedQualifiedTypes {
            let named = pairs.map { $0.contains(qualified) } ?? contains(demangled, word: qualified)
            if named { return category }
        }
        let foundationContext = module.hasPrefix("Foundation") || demangled.contains("(extension in Foundation")
        if foundationContext, deniedFoundationMembers.contains(where: { demangled.contains($0) }) { return "files" }
        return nil
    }

    /// When the mangled name does not start with its module (an associated type descriptor such as
    /// `$s5IndexSlTl`, "Swift.Collection.Index"), the modules its demangled name is qualified by:
    /// a forbidden one decides, else any allowed one clears it.
    static func moduleCategory(demangled: String) -> String? {
        var roots: [String] = []
        var word = ""
        var previous: Character = " "
        var wordStart: Character = " "
        for character in demangled + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { wordStart = previous }
                word.append(character)
            } else {
                if character == ".", !word.isEmpty, wordStart != ".", !(word.first?.isNumber ?? true) { roots.append(word) }
                word = ""
            }
            previous = character
        }
        let forbidden: [String: String] = [
            "Testing": "testing", "XCTest": "testing", "KataGraders": "testing", "KataCatalog": "testing",
            "UIKitSimTesting": "testing", "KataContract": "testing", "Runtime": "testing",
            "Glibc": "system", "SwiftGlibc": "system", "Darwin": "system", "__C": "system", "FoundationNetworking": "network",
        ]
        if let category = roots.lazy.compactMap({ forbidden[$0] }).first { return category }
        return roots.contains(where: allowedModules.contains) ? nil : "system"
    }

    /// Every `A.B` in an ASCII `text` where `A` and `B` are whole identifiers (runs of letters,
    /// digits and `_`): for a `qualified` name of that form, `contains(text, word: qualified)` is
    /// exactly `pairs.contains(qualified)`. One pass over the bytes instead of a substring search
    /// per denied name (hundreds of symbols × 200 names cost milliseconds a verdict). Nil when
    /// `text` is not ASCII (a character there can span several bytes).
    static func qualifiedPairs(inASCII text: String) -> Set<String>? {
        let utf8 = Array(text.utf8)
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        // Identifier runs as (start, end) byte offsets, in order.
        var runs: [(start: Int, end: Int)] = []
        var index = 0
        while index < utf8.count {
            guard isIdentifier(utf8[index]) else { index += 1; continue }
            let start = index
            while index < utf8.count, isIdentifier(utf8[index]) { index += 1 }
            runs.append((start, index))
        }
        var pairs = Set<String>()
        for (first, second) in zip(runs, runs.dropFirst()) where first.end + 1 == second.start && utf8[first.end] == 0x2E {
            pairs.insert(String(decoding: utf8[first.start..<second.end], as: UTF8.self))
        }
        return pairs
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

    /// SanitizerCoverage's section of counters, and the C names its instrumentation calls or
    /// reads (`GraderBuild.coverageFlags`; the graders' runtime defines the two entry points).
    static let coverageCountersSection = "__sancov_cntrs"
    static let coverageCSymbols: Set<String> = [
        "__sanitizer_cov_8bit_counters_init", "__sanitizer_cov_pcs_init",
        "__start___sancov_cntrs", "__stop___sancov_cntrs", "__start___sancov_pcs", "__stop___sancov_pcs",
    ]

    static func cCategory(_ name: String) -> String? {
        // The runtime's entry points and the standard library's C-named globals (`_swiftEmptyArrayStorage`).
        if name.hasPrefix("swift_") || name.hasPrefix("_swift") || name.hasPrefix("__swift") { return nil }
        if runtimeCSymbols.contains(name) || mathCSymbols.contains(name) || coverageCSymbols.contains(name) { return nil }
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

/// The Swift runtime's demangler (`swift_demangle`, exported by libswiftCore for tools).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
