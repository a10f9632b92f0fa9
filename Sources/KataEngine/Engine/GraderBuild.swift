import KataTexts
import KataPlatform
import Foundation

/// The one swiftc invocation that turns a learner's file plus the kata's contract file into a
/// grader program linked against the prebuilt runtime. All compiler flags live here.
enum GraderBuild {
    /// Module name of the learner's code (the default would come from the output file's name,
    /// which need not be a valid identifier).
    static let learnerModule = "LearnerKata"
    /// Module the grader suites live in; only its tests count.
    static let graderModule = "KataGraders"
    static let contractFileName = "KataContract.swift"

    static func compileCommand(toolchain: Toolchain, sources: [URL], output: URL) -> [String] {
        let lib = toolchain.runtimeLibraryDirectory.path
        return [toolchain.swiftc.path]
            // -gline-tables-only: line tables, so a finding can point at the learner's line (CallSites).
            + ["-parse-as-library", "-swift-version", "5", "-Onone", "-wmo", "-gline-tables-only"]
            // One section per function: ObjectSymbols can tell which function refers to what.
            + ["-Xfrontend", "-function-sections"]
            + ["-module-name", learnerModule]
            + sources.map(\.path)
            + ["-I", toolchain.modulesDirectory.path]
            + ["-L", lib, "-lKataRuntime", "-Xlinker", "-rpath", "-Xlinker", lib]
            + fastLinker(toolchain)
            + ["-o", output.path]
    }

    /// lld links a grader noticeably faster than GNU gold (the default on Linux); it ships with
    /// the Swift toolchain there. On macOS the system linker is already fast.
    static func fastLinker(_ toolchain: Toolchain) -> [String] {
        #if os(Linux)
        let lld = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
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
    /// frames are the learner's (CallSites).
    static func runEnvironment(scratch: URL, learnerSource: URL) -> [String: String] {
        ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", "TERM": "dumb",
         "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch.path, "TMPDIR": scratch.path,
         "KATA_LEARNER_SOURCE": learnerSource.path]
    }
}
