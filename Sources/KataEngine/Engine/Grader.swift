import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Grades learners' files: snapshot → cache lookup → compile (one swiftc call) → run under limits
/// → read the event stream → verdict → cache. Never throws for anything the learner caused: those
/// become `.error` results with a plain `error` sentence. Safe to call from several threads at
/// once: every attempt has its own build directory.
public final class Grader: Sendable {
    public let toolchain: Toolchain
    public let cacheDirectory: URL?
    public let wrapper: ExecutionWrapper?
    /// How the learner's compiled object is checked before it runs (`ObjectSymbols`).
    public let symbolCheck: SymbolCheckMode

    public enum SymbolCheckMode: String, Sendable {
        /// Refuse flagged objects; run when the check cannot be made (no llvm-nm).
        case enforce
        /// Refuse flagged objects and refuse to run unchecked ones (grading others' files).
        case require
        case off
    }

    /// The file descriptor the grader program writes its event stream to: a pipe only the runner
    /// reads, opened before the program starts (`--event-stream-output-path /dev/fd/3`).
    public static let resultChannel: Int32 = 3

    public init(toolchain: Toolchain, cacheDirectory: URL?, wrapper: ExecutionWrapper? = nil, symbolCheck: SymbolCheckMode = .enforce) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.wrapper = wrapper
        self.symbolCheck = symbolCheck
    }

    /// The cache folder the CLI uses by default: `<root>/.build/kata-cache`.
    public static func defaultCacheDirectory(for project: Project) -> URL {
        project.url(".build/kata-cache")
    }

    public func grade(_ request: GradeRequest) -> KataResult {
        let started = Date()
        let kataID = request.kata.id
        guard !request.kata.checks.isEmpty else {
            return KataResult(kata: kataID, status: .error, error: EngineText.message("engine.noChecks", ["kata": kataID]))
        }
        let source: Data
        switch SafeFile.read(request.learnerFile, limit: Self.maxSourceBytes) {
        case .success(let data):
            source = data
        case .failure(let problem):
            return KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.unreadableFile", ["path": CLIText.safe(request.displayPath), "reason": Self.reason(problem)]))
        }
        // Binary data is not Swift source: refuse it before the compiler echoes its bytes back.
        guard !source.contains(0), String(validating: source, as: UTF8.self) != nil else {
            return KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.unreadableFile", ["path": CLIText.safe(request.displayPath), "reason": EngineText.message("engine.reason.binary")]))
        }

        let cache = cacheDirectory.map { ResultCache(directory: $0) }
        let starter = starterText(for: request.kata)   // read once: the key and the given lines both need it
        let key = ResultCache.key(request: request, source: source,
                                  contract: contractSource(for: request.kata) + givenText(for: request.kata) + starter,
                                  toolchain: toolchain, wrapper: wrapper, symbolCheck: symbolCheck)
        if let cached = cache?.load(key: key) { return cached }

        var (result, cacheable) = attempt(request, source: source, starter: starter, key: key)
        result.duration = Date().timeIntervalSince(started)
        if cacheable { cache?.store(result, key: key) }
        return result
    }

    /// One uncached attempt in its own build directory (removed afterwards). Not cacheable when
    /// the outcome depends on the machine rather than the file (time limits, launch failures).
    private func attempt(_ request: GradeRequest, source: Data, starter: String, key: String) -> (KataResult, cacheable: Bool) {
        let kataID = request.kata.id
        // One deadline for the whole submission: compile, link, inspect, run and read.
        let deadline = Date().addingTimeInterval(request.limits.compileTimeout + request.limits.timeout)
        let workRoot = Self.workRoot(cacheDirectory: cacheDirectory)
        let dir = workRoot.appendingPathComponent(
            "\(kataID)-\(key.prefix(12))-\(UUID().uuidString.prefix(8))", isDirectory: true)
        ChildRegistry.shared.addFolder(dir)
        defer {
            if Platform.environment["KATA_KEEP_BUILD"] == nil { try? FileManager.default.removeItem(at: dir) }
            ChildRegistry.shared.removeFolder(dir)
        }

        let layout = GraderBuild.Layout(work: dir)
        let learnerCopy = dir.appendingPathComponent(request.learnerFile.lastPathComponent)
        let contractText = contractSource(for: request.kata)
        do {
            try FileManager.default.createDirectory(at: workRoot, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            // Compile a snapshot of exactly the bytes the cache key was made from.
            try source.write(to: learnerCopy)
            try Data(contractText.utf8).write(to: layout.contractSource)
        } catch {
            return (KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.unreadableFile", ["path": dir.path, "reason": Self.reason(error)])), false)
        }
        guard let searchPath = GraderBuild.learnerSearchPath(toolchain: toolchain, cacheDirectory: cacheDirectory, fallback: dir) else {
            return (KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.launchFailed", ["reason": "learner-modules"])), false)
        }
        // The learner's module: their file and the kata's given files as the runner's own project
        // has them (never a learner's edited copy).
        let sources = [learnerCopy] + request.kata.givenFiles.map(toolchain.project.url)
        let compilation = GraderCompilation(
            toolchain: toolchain, cacheDirectory: cacheDirectory, layout: layout,
            deadline: min(deadline, Date().addingTimeInterval(request.limits.compileTimeout)))
        func failed(_ compile: ProcessResult) -> (KataResult, Bool) {
            (CompileFailure.result(
                kata: kataID, compile: compile, learnerPath: learnerCopy.path, contractPath: layout.contractSource.path,
                displayPath: request.displayPath, compileTimeout: request.limits.compileTimeout),
             Self.dependsOnFileOnly(compile.termination))
        }

        // Constructs a graded file may not use, as the compiler parsed them (only when the text
        // could spell one: the dump costs a second type-check).
        let sourceText = String(decoding: source, as: UTF8.self)
        var dump: String?
        if LearnerSourcePolicy.needsSyntaxCheck(sourceText) {
            dump = compilation.astDump(sources: sources, searchPath: searchPath)
            if let refused = refusal(in: dump, learnerCopy: learnerCopy, source: sourceText, kata: kataID, display: request.displayPath) {
                return (refused, true)
            }
        }
        let compiled = compilation.learnerModule(sources: sources, searchPath: searchPath)
        guard compiled.succeeded else { return failed(compiled) }
        // A module the file may not import (Swift Testing ships with the toolchain).
        if let trace = try? Data(contentsOf: layout.moduleTrace),
           let unloadable = LearnerSourcePolicy.unloadableModules(inTrace: trace), !unloadable.isEmpty {
            if dump == nil { dump = compilation.astDump(sources: sources, searchPath: searchPath) }
            let located = refusal(in: dump, learnerCopy: learnerCopy, source: sourceText, kata: kataID, display: request.displayPath)
            return (located ?? refused([LearnerSourcePolicy.Refusal(kind: .import, construct: "`import \(unloadable[0])`", line: 0)],
                                       kata: kataID, display: request.displayPath), true)
        }
        let contract = compilation.contractObject(contract: contractText)
        guard contract.succeeded else { return failed(contract) }
        let linked = compilation.link()
        guard linked.succeeded else { return failed(linked) }
        // The compiler's warnings at the learner's file, and simulator-only entry points used
        // outside the `#else` branch (they do not compile on a device).
        let warnings = CompilerOutput.parse(
            String(decoding: compiled.stderr + compiled.stdout, as: UTF8.self),
            keepingFile: learnerCopy.path, displayPath: request.displayPath)
            + SimulatorOnlyUsage.warnings(in: sourceText, file: request.displayPath)
        let executable = layout.program

        // What the learner's compiled code calls and defines, before it runs.
        if symbolCheck != .off {
            switch ObjectSymbols.check(objects: [layout.learnerObject], toolchain: toolchain) {
            case .clean:
                break
            case .flagged(let findings):
                var result = KataResult(kata: kataID, status: .error, error: EngineText.message(
                    "engine.integrity", ["symbols": findings.map { "\($0.symbol) (\($0.category))" }.joined(separator: ", ")]))
                result.integrity = findings.map { "\($0.category): \($0.symbol)" }
                result.compileDiagnostics = warnings
                return (result, true)
            case .unchecked(let reason):
                if symbolCheck == .require {
                    return (KataResult(kata: kataID, status: .error, error: EngineText.message(
                        "engine.integrityUnchecked", ["reason": reason])), false)
                }
            }
        }
        // Nothing but the program and its read-only inputs (the learner's own source, which the
        // graders read to name a line) stays in the folder the program sees.
        for entry in (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        where ![executable.lastPathComponent, learnerCopy.lastPathComponent].contains(entry.lastPathComponent)
            && Platform.environment["KATA_KEEP_BUILD"] == nil {
            try? FileManager.default.removeItem(at: entry)
        }

        // Run the grader suite. The event stream goes to a pipe the runner opened (fd 3), never
        // to a file: nothing in the program's reach can be replaced, appended to or left blocking.
        let base = [executable.path] + EventStream.runArguments(
            outputPath: "/dev/fd/\(Self.resultChannel)", module: GraderBuild.graderModule, suite: request.kata.graderSuite)
        let limited = ResourceLimits.apply(request.limits, to: base)
        let command = wrapper?.wrap(limited, scratch: dir, readOnly: readOnlyPaths()) ?? limited
        let remaining = deadline.timeIntervalSinceNow
        if remaining <= 0 {
            return (Verdict.timedOut(kata: request.kata, limits: request.limits), true)
        }
        do {
            try wrapper?.prepare(scratch: dir, readOnly: readOnlyPaths())
        } catch {
            return (KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.launchFailed", ["reason": String(describing: error)])), false)
        }
        var process = ProcessRequest(
            command: command,
            environment: GraderBuild.runEnvironment(
                scratch: dir, learnerSource: learnerCopy,
                givenLines: GivenCode.unchangedLines(learner: sourceText, starter: starter)),
            workingDirectory: dir,
            timeout: min(request.limits.timeout, remaining), outputCap: request.limits.outputBytes)
        process.inheritEnvironment = false
        process.resultChannel = Self.resultChannel
        process.channelCap = max(request.limits.outputBytes, 8 << 20)
        process.tag = ProcessReaper.newTag()
        wrapper?.configure(&process, limits: request.limits)
        let run = ProcessRunner.run(process)

        var result = Verdict.decide(
            kata: request.kata, summary: EventStream.parse(run.channel), run: run,
            learnerFileName: learnerCopy.lastPathComponent,
            learnerPath: learnerCopy.path, displayPath: request.displayPath, limits: request.limits)
        // A verdict stands only on a stream Swift Testing could have written, ended by the
        // program's own normal exit.
        if result.status != .error, let problem = StreamIntegrity.problem(
            in: run.channel, truncated: run.channelTruncated,
            suitePrefix: "\(GraderBuild.graderModule).\(request.kata.graderSuite)/", checks: request.kata.checks.map(\.name)) {
            result = KataResult(kata: kataID, status: .error, checks: [], error: EngineText.message("engine.badStream", ["reason": problem]))
        }
        result.compileDiagnostics = warnings
        return (result, Self.dependsOnFileOnly(run.termination))
    }

    /// Whether a verdict may be cached: everything but a launch failure (the machine's fault). A
    /// time-out is the file's verdict under the limits in the cache key, so a class re-run does not
    /// pay for a stalling file twice.
    static func dependsOnFileOnly(_ termination: ProcessResult.Termination) -> Bool {
        switch termination {
        case .launchFailed: return false
        case .timedOut, .exited, .signaled: return true
        }
    }

    /// The contract file's text: the kata's binding of the learner's type and its entry point.
    func contractSource(for kata: KataSpec) -> String { kata.contractSource }

    /// The kata's given files as the runner's project has them: part of what a verdict depends on.
    func givenText(for kata: KataSpec) -> String {
        kata.givenFiles.map { path in
            "// \(path)\n" + ((try? String(contentsOf: toolchain.project.url(path), encoding: .utf8)) ?? "")
        }.joined(separator: "\n")
    }

    /// The kata's starter as the runner's project has it: which given lines a learner left as
    /// shipped (the locator never points there) depends on it.
    func starterText(for kata: KataSpec) -> String {
        (try? String(contentsOf: toolchain.project.url(kata.learnerFile), encoding: .utf8)) ?? ""
    }

    /// The first refused construct the dump shows at the learner's file, as an `error` verdict.
    private func refusal(in dump: String?, learnerCopy: URL, source: String, kata: String, display: String) -> KataResult? {
        guard let dump else { return nil }
        let found = LearnerSourcePolicy.refusals(inDump: dump, fileName: learnerCopy.lastPathComponent, source: source)
        return found.isEmpty ? nil : refused(found, kata: kata, display: display)
    }

    /// An `error` verdict naming each refused construct and its line; the integrity column lists
    /// those that could tamper with grading (not an optional UIKit method called without `?`,
    /// which is honest code a device would not compile).
    private func refused(_ refusals: [LearnerSourcePolicy.Refusal], kata: String, display: String) -> KataResult {
        let sentences = refusals.map { refusal -> String in
            let line = "\(refusal.line)"
            let why: String
            switch refusal.kind {
            case .unsafe: why = EngineText.message("engine.refused.why.unsafe")
            case .import: why = EngineText.message("engine.refused.why.import")
            case .optionalCall, .unimplementedOptional:
                return EngineText.message(refusal.kind == .optionalCall ? "engine.refusedOptional" : "engine.refusedOptionalDefault", [
                    "construct": refusal.construct, "line": line, "protocol": refusal.protocolName ?? "",
                    "uikit": refusal.uikitSpelling ?? refusal.construct,
                ])
            }
            return EngineText.message("engine.refused", ["construct": refusal.construct, "line": line, "why": why])
        }
        var result = KataResult(kata: kata, status: .error, error: Verdict.unique(sentences).joined(separator: "\n"))
        result.compileDiagnostics = refusals.map { refusal in
            CompilerDiagnostic(file: display, line: refusal.line, column: 1, severity: .error,
                               message: refusal.construct, rendered: "\(display):\(refusal.line): \(refusal.construct)")
        }
        // "category: what" as the object check's entries (the gradebook's integrity column): an
        // import the graders' reach, an escape hatch the runtime's.
        let integrity = refusals.compactMap { refusal -> String? in
            let category: String
            switch refusal.kind {
            case .import: category = "testing"
            case .unsafe: category = "runtime"
            case .optionalCall, .unimplementedOptional: return nil
            }
            return "\(category): \(refusal.construct) at line \(refusal.line)"
        }
        result.integrity = integrity.isEmpty ? nil : integrity
        return result
    }

    /// What the sandboxed program must be able to read besides its own folder: the runtime and
    /// the toolchain's Swift libraries.
    private func readOnlyPaths() -> [URL] { Self.readOnlyPaths(toolchain) }

    private static func readOnlyPaths(_ toolchain: Toolchain) -> [URL] {
        let toolchainLib = toolchain.swiftc.resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        return [toolchain.runtimeLibraryDirectory, toolchainLib]
    }

    /// Where attempts are built and run: `<cache>/attempts`, else a folder in the temporary directory.
    static func workRoot(cacheDirectory: URL?) -> URL {
        cacheDirectory?.appendingPathComponent("attempts", isDirectory: true)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("kata-attempts", isDirectory: true)
    }

    /// Every folder a graded program reads (where its attempt folder is made, the runtime, the
    /// toolchain's libraries): what a wrapper that runs it as another user must check it can reach.
    public static func programFolders(toolchain: Toolchain, cacheDirectory: URL?) -> [URL] {
        [workRoot(cacheDirectory: cacheDirectory)] + readOnlyPaths(toolchain)
    }

    /// Largest learner file graded (a view controller is a few kilobytes).
    public static let maxSourceBytes = 1 << 20

    static func reason(_ problem: SafeFile.Problem) -> String {
        switch problem {
        case .missing: return EngineText.message("engine.reason.missing")
        case .folder: return EngineText.message("engine.reason.folder")
        case .notRegular: return EngineText.message("engine.reason.notRegular")
        case .tooLarge(let size): return EngineText.message("engine.reason.tooLarge", ["size": "\(size)", "limit": "\(maxSourceBytes)"])
        case .unreadable(let reason): return reason
        }
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

