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
        let key = ResultCache.key(request: request, source: source, contract: contractText(for: request.kata),
                                  toolchain: toolchain, wrapper: wrapper)
        if let cached = cache?.load(key: key) { return cached }

        var (result, cacheable) = attempt(request, source: source, key: key)
        result.duration = Date().timeIntervalSince(started)
        if cacheable { cache?.store(result, key: key) }
        return result
    }

    /// One uncached attempt in its own build directory (removed afterwards). Not cacheable when
    /// the outcome depends on the machine rather than the file (time limits, launch failures).
    private func attempt(_ request: GradeRequest, source: Data, key: String) -> (KataResult, cacheable: Bool) {
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

        let learnerCopy = dir.appendingPathComponent(request.learnerFile.lastPathComponent)
        let contract = dir.appendingPathComponent(GraderBuild.contractFileName)
        let executable = dir.appendingPathComponent("grader")
        do {
            try FileManager.default.createDirectory(at: workRoot, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            // Compile a snapshot of exactly the bytes the cache key was made from.
            try source.write(to: learnerCopy)
            try Data(contractText(for: request.kata).utf8).write(to: contract)
        } catch {
            return (KataResult(kata: kataID, status: .error, error: EngineText.message(
                "engine.unreadableFile", ["path": dir.path, "reason": Self.reason(error)])), false)
        }

        // Compile and link.
        let compile = compileGrader(learner: learnerCopy, contract: contract, output: executable, work: dir,
                                    limits: request.limits, deadline: deadline)
        if !compile.succeeded {
            let failure = CompileFailure.result(
                kata: kataID, compile: compile, learnerPath: learnerCopy.path, contractPath: contract.path,
                displayPath: request.displayPath, compileTimeout: request.limits.compileTimeout)
            return (failure, Self.dependsOnFileOnly(compile.termination))
        }
        let warnings = CompilerOutput.parse(
            String(decoding: compile.stderr + compile.stdout, as: UTF8.self),
            keepingFile: learnerCopy.path, displayPath: request.displayPath)

        // What the compiled code calls, before it runs.
        if symbolCheck != .off {
            switch ObjectSymbols.check(folder: dir, toolchain: toolchain) {
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
            command: command, environment: GraderBuild.runEnvironment(scratch: dir, learnerSource: learnerCopy), workingDirectory: dir,
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

    /// Compiles and links the grader program (every path absolute, so no working directory and no
    /// extra shell per job): by replaying the learned `CompilePlan` when there is
    /// a cache folder to keep it in, else (or when the plan misfires) with one plain swiftc call.
    private func compileGrader(learner: URL, contract: URL, output: URL, work: URL, limits: RunLimits, deadline: Date) -> ProcessResult {
        let command = GraderBuild.compileCommand(toolchain: toolchain, sources: [learner, contract], output: output)
        let compileDeadline = min(deadline, Date().addingTimeInterval(limits.compileTimeout))
        func plainSwiftc() -> ProcessResult {
            // Two steps, so that the object stays in the attempt's folder for ObjectSymbols:
            // compile to `<work>/LearnerKata.o`, then link it (never -save-temps, which would
            // drop .sil/.ll files into the current folder).
            let object = work.appendingPathComponent(GraderBuild.learnerModule + ".o")
            func run(_ command: [String]) -> ProcessResult { Self.runCompilerJob(command, deadline: compileDeadline) }
            var compileOnly = command
            if let at = compileOnly.lastIndex(of: "-o"), at + 1 < compileOnly.count {
                compileOnly.replaceSubrange(at...(at + 1), with: ["-c", "-o", object.path])
            }
            let compiled = run(compileOnly)
            guard compiled.succeeded else { return compiled }
            var linked = run(GraderBuild.compileCommand(toolchain: toolchain, sources: [object], output: output))
            linked.stderr = compiled.stderr + linked.stderr
            linked.stdout = compiled.stdout + linked.stdout
            return linked
        }
        guard let cacheDirectory, Platform.environment["KATA_NO_COMPILE_PLAN"] == nil else { return plainSwiftc() }
        let store = CompilePlanStore(directory: cacheDirectory.appendingPathComponent("plans", isDirectory: true))
        let key = store.key(toolchain: toolchain, command: command, learner: learner, contract: contract, output: output)
        var plan = store.load(key: key)
        if plan == nil {
            plan = CompilePlan.learn(command: command, learner: learner, contract: contract, output: output)
            if let plan { store.store(plan, key: key) }
        }
        guard let plan else { return plainSwiftc() }

        let started = Date()
        var diagnostics = Data()
        let jobs = plan.commands(learner: learner, contract: contract, output: output, work: work)
        func run(_ job: [String]) -> ProcessResult { Self.runCompilerJob(job, deadline: compileDeadline) }
        var index = 0
        var usedRememberedLibraries = false
        var retriedWithExtractedLibraries = false
        var linkTrimmed = false
        while index < jobs.count {
            var job = jobs[index]
            index += 1
            if linkTrimmed, index == jobs.count, !CompilePlan.isFrontend(job), !CompilePlan.isAutolinkExtract(job) {
                job = RuntimeLinkage.stubbedLink(job, runtime: toolchain.runtimeLibrary,
                                                 stubDirectory: store.directory.appendingPathComponent("stubs")) ?? job
                job.insert(contentsOf: RuntimeLinkage.loaderResolvedFlags, at: 1)
            }
            // Fastest: read the object's own library list and link only what the runtime does
            // not already load (see RuntimeLinkage); else the remembered or extracted list.
            if CompilePlan.isAutolinkExtract(job), !linkTrimmed, !retriedWithExtractedLibraries,
               let listFile = CompilePlan.outputPath(of: job),
               let object = job.dropFirst().first(where: { $0.hasSuffix(".o") }),
               let list = RuntimeLinkage.trimmedLibraries(ofObject: URL(fileURLWithPath: object), runtime: toolchain.runtimeLibrary),
               (try? list.write(to: URL(fileURLWithPath: listFile))) != nil {
                linkTrimmed = true
                continue
            }
            // The autolink list (libraries the imports need) rarely changes: reuse the remembered
            // one. A link that then fails is retried with the list extracted properly.
            if CompilePlan.isAutolinkExtract(job), !usedRememberedLibraries,
               let remembered = store.loadLibraries(key: key), let listFile = CompilePlan.outputPath(of: job),
               (try? remembered.write(to: URL(fileURLWithPath: listFile))) != nil {
                usedRememberedLibraries = true
                continue
            }
            let result = run(job)
            if CompilePlan.isFrontend(job) { diagnostics = result.stderr + result.stdout }
            if result.succeeded {
                if CompilePlan.isAutolinkExtract(job), let listFile = CompilePlan.outputPath(of: job),
                   let extracted = try? Data(contentsOf: URL(fileURLWithPath: listFile)) {
                    store.rememberLibraries(extracted, key: key)
                }
                continue
            }
            let learnersFault = CompilePlan.isFrontend(job) && (result.termination == .timedOut
                || CompilerOutput.blocks(String(decoding: diagnostics, as: UTF8.self)).contains { $0.severity == .error && !$0.file.isEmpty })
            if learnersFault { return result }
            if usedRememberedLibraries, !retriedWithExtractedLibraries,
               let extract = jobs.firstIndex(where: CompilePlan.isAutolinkExtract) {
                retriedWithExtractedLibraries = true  // once: a second failure is not the list's fault
                store.forgetLibraries(key: key)
                index = extract
                continue
            }
            // Not explained by the learner's code: the plan may be stale. Forget it; ask swiftc.
            store.discard(key: key)
            return plainSwiftc()
        }
        return ProcessResult(termination: .exited(0), stdout: Data(), stderr: diagnostics,
                             stdoutTruncated: false, stderrTruncated: false, duration: Date().timeIntervalSince(started))
    }

    /// One compiler or linker job, in its own process group (killed with it on interruption). No
    /// reaper tag: the toolchain starts no detached processes, and the reaper's scan of every
    /// process costs milliseconds per job; the learner's program, which could, keeps its tag.
    static func runCompilerJob(_ command: [String], deadline: Date) -> ProcessResult {
        ProcessRunner.run(ProcessRequest(
            command: command, environment: GraderBuild.compileEnvironment, workingDirectory: nil,
            timeout: max(0.5, deadline.timeIntervalSinceNow), outputCap: 4 << 20))
    }

    /// The contract file's text: the kata's binding of the learner's type, then the kata's
    /// read-only given files (`Exercises/<id>/Given.swift`) as the runner's own project has them —
    /// never a learner's edited copy. One file, so the learned compile plan stays two sources.
    func contractText(for kata: KataSpec) -> String {
        kata.givenFiles.reduce(kata.contractSource) { text, path in
            let given = (try? String(contentsOf: toolchain.project.url(path), encoding: .utf8)) ?? ""
            return text + "\n// \(path)\n" + given
        }
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

