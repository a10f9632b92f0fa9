import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The swiftc invocations that turn a learner's file into a grader program, in two modules: the
/// learner's own (`LearnerKata`: the learner's file and the kata's given files, with only UIKitSim
/// on its search path and strict memory safety as errors) and the contract (`KataContract`: the
/// conformance binding the learner's type to the grader and the `@main` entry point, which sees
/// only the learner's declared entry types through scoped imports), linked against the prebuilt
/// runtime. Nothing the learner declares can shadow a name the contract uses, and the learner's
/// code cannot import the graders, Swift Testing or the reference containers. All flags live here.
enum GraderBuild {
    /// Module name of the learner's code (the default would come from the output file's name,
    /// which need not be a valid identifier).
    static let learnerModule = "LearnerKata"
    /// The contract's module: the grader binding and the program's entry point.
    static let contractModule = "KataContract"
    /// Module the grader suites live in; only its tests count.
    static let graderModule = "KataGraders"
    static let contractFileName = "KataContract.swift"

    /// Files of one attempt, all inside its folder (so a learned `CompilePlan` has one placeholder).
    struct Layout {
        let work: URL
        var learnerObject: URL { work.appendingPathComponent(learnerModule + ".o") }
        var contractObject: URL { work.appendingPathComponent(contractModule + ".o") }
        /// Holds `LearnerKata.swiftmodule` alone: the contract's only view of the learner's code.
        var learnerModuleFolder: URL { work.appendingPathComponent("module", isDirectory: true) }
        var learnerModuleFile: URL { learnerModuleFolder.appendingPathComponent(learnerModule + ".swiftmodule") }
        /// Every module the learner's compile loaded (swiftc's loaded-module trace).
        var moduleTrace: URL { work.appendingPathComponent("modules.json") }
        var program: URL { work.appendingPathComponent("grader") }
        var contractSource: URL { work.appendingPathComponent(contractFileName) }
    }

    /// Flags shared by the learner's compile and the AST dump that judges its constructs.
    static func learnerFlags(searchPath: URL) -> [String] {
        ["-parse-as-library", "-swift-version", "5", "-module-name", learnerModule, "-I", searchPath.path,
         // Strict memory safety as errors: raw pointers, unsafeBitCast, Unmanaged… do not compile.
         "-strict-memory-safety", "-Werror", "StrictMemorySafety"]
    }

    /// The learner's module: object (with line tables, one section per function for
    /// `ObjectSymbols`) and module file (with `-enable-testing`, so the contract's scoped
    /// `@testable` imports see internal members), plus the trace of every module it loaded.
    static func learnerCompileCommand(toolchain: Toolchain, sources: [URL], searchPath: URL, layout: Layout) -> [String] {
        [toolchain.swiftc.path, "-c"] + learnerFlags(searchPath: searchPath)
            // -gline-tables-only: line tables, so a finding can point at the learner's line (CallSites).
            + ["-Onone", "-wmo", "-no-emit-module-separately-wmo", "-gline-tables-only", "-enable-testing"]
            + ["-Xfrontend", "-function-sections"]
            + coverageFlags
            + sources.map(\.path)
            + ["-emit-module", "-emit-module-path", layout.learnerModuleFile.path]
            + ["-emit-loaded-module-trace-path", layout.moduleTrace.path]
            + ["-o", layout.learnerObject.path]
    }

    /// Edge coverage of the learner's module alone (SanitizerCoverage's inline 8-bit counters and
    /// PC table; `-sanitize=fuzzer` only enables the option, libFuzzer is not linked): the
    /// graders' locator reads which of the learner's lines ran between two journal entries
    /// (`CallSites+Coverage`), to name the condition that chose a wrong branch. Linux only, where
    /// the locator symbolicates; the counters cost an increment per block.
    static var coverageFlags: [String] {
        #if os(Linux)
        ["-sanitize=fuzzer", "-sanitize-coverage=edge,inline-8bit-counters,pc-table"]
        #else
        []
        #endif
    }

    /// `-dump-ast` of the learner's module: what the compiler parsed and type-checked, for
    /// `LearnerSourcePolicy` (run only when the file's text could hold a refused construct).
    static func astDumpCommand(toolchain: Toolchain, sources: [URL], searchPath: URL) -> [String] {
        [toolchain.swiftc.path, "-dump-ast"] + learnerFlags(searchPath: searchPath) + sources.map(\.path)
    }

    /// The contract's object, against the runtime's modules and the learner's module file only.
    static func contractCompileCommand(toolchain: Toolchain, layout: Layout) -> [String] {
        [toolchain.swiftc.path, "-c", "-parse-as-library", "-swift-version", "5", "-Onone",
         "-module-name", contractModule, layout.contractSource.path,
         "-I", toolchain.modulesDirectory.path, "-I", layout.learnerModuleFolder.path,
         "-o", layout.contractObject.path]
    }

    /// Links both objects against the runtime library.
    static func linkCommand(toolchain: Toolchain, layout: Layout) -> [String] {
        let lib = toolchain.runtimeLibraryDirectory.path
        return [toolchain.swiftc.path, layout.learnerObject.path, layout.contractObject.path]
            + ["-L", lib, "-lKataRuntime", "-Xlinker", "-rpath", "-Xlinker", lib]
            + fastLinker(toolchain)
            + ["-o", layout.program.path]
    }

    /// The learner's module search path: a folder holding UIKitSim's module and nothing else
    /// (the runtime's module folder also holds the graders, UIKitSimTesting and the catalog).
    /// Made once per cache folder; `fallback` (the attempt's folder) when there is none.
    static func learnerSearchPath(toolchain: Toolchain, cacheDirectory: URL?, fallback: URL) -> URL? {
        let folder = (cacheDirectory ?? fallback).appendingPathComponent("learner-modules", isDirectory: true)
        let link = folder.appendingPathComponent("UIKitSim.swiftmodule")
        let target = toolchain.modulesDirectory.appendingPathComponent("UIKitSim.swiftmodule")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path { return folder }
        // Built aside and renamed into place: concurrent graders never see a half-made folder.
        let staging = folder.deletingLastPathComponent().appendingPathComponent("learner-modules-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: staging.appendingPathComponent("UIKitSim.swiftmodule"), withDestinationURL: target)
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != target.path { return nil }
        }
        return folder
    }

    /// lld links a grader noticeably faster than GNU gold (the default on Linux); it ships with
    /// the Swift toolchain there. On macOS the system linker is already fast. One thread: a grader
    /// is two small objects against stub libraries, and starting lld's pool of a thread per core
    /// cost a third of the link (16.7 → 11.7 ms on a 2-core machine); the output is the same.
    static func fastLinker(_ toolchain: Toolchain) -> [String] {
        #if os(Linux)
        let lld = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld", "-Xlinker", "--threads=1"] : []
        #else
        return []
        #endif
    }

    /// Environment for compiling: no colours or escapes in diagnostics we parse.
    static let compileEnvironment = ["TERM": "dumb", "NO_COLOR": "1"]

    /// Environment for the grader program: Swift's crash backtracer off (it is slow and its
    /// report is not for learners; Swift's own "Fatal error" line still appears).
    /// Built from an allowlist: the program sees these variables and no others (never the
    /// runner's tokens, passwords or CI secrets). `KATA_LEARNER_SOURCE` tells the graders which
    /// frames are the learner's (CallSites); `KATA_LEARNER_TEXT` is where they read that file's
    /// text — the same file, unless a sandbox runs the program on a copy (`RunStaging`).
    /// `KATA_GIVEN_LINES` names the lines of given code the learner left as shipped (GivenCode).
    static func runEnvironment(scratch: URL, learnerSource: URL, givenLines: Set<Int>) -> [String: String] {
        ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", "TERM": "dumb",
         "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch.path, "TMPDIR": scratch.path,
         "KATA_LEARNER_SOURCE": learnerSource.path, "KATA_LEARNER_TEXT": learnerSource.path,
         "KATA_GIVEN_LINES": GivenCode.encode(givenLines)]
    }
}
