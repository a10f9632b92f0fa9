import KataTexts
import KataPlatform
import Foundation

/// Builds one attempt's grader program in three steps (`GraderBuild`): the learner's module
/// (object + module file), the contract's object, the link. Each step replays the learned
/// `CompilePlan` when there is a cache folder to keep plans in, else (or when a plan misfires)
/// runs plain swiftc. The contract's object depends only on the learner's module file, which a
/// change inside a method body leaves byte for byte the same, so it is kept by that file's digest
/// and the usual edit recompiles the learner's module and links, nothing more.
struct GraderCompilation {
    let toolchain: Toolchain
    let cacheDirectory: URL?
    let layout: GraderBuild.Layout
    let deadline: Date

    func learnerModule(sources: [URL], searchPath: URL) -> ProcessResult {
        try? FileManager.default.createDirectory(at: layout.learnerModuleFolder, withIntermediateDirectories: true)
        return run(GraderBuild.learnerCompileCommand(toolchain: toolchain, sources: sources, searchPath: searchPath, layout: layout))
    }

    /// The contract's object: from the cache when this learner module file and contract were
    /// compiled before, else compiled (and kept).
    func contractObject(contract: String) -> ProcessResult {
        let cached = cachedContractObject(contract: contract)
        if let cached, (try? FileManager.default.copyItem(at: cached, to: layout.contractObject)) != nil {
            return ProcessResult(termination: .exited(0), stdout: Data(), stderr: Data(), stdoutTruncated: false, stderrTruncated: false, duration: 0)
        }
        let compiled = run(GraderBuild.contractCompileCommand(toolchain: toolchain, layout: layout))
        if compiled.succeeded, let cached {
            try? FileManager.default.createDirectory(at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
            let partial = cached.appendingPathExtension(UUID().uuidString.prefix(8).description)
            if (try? FileManager.default.copyItem(at: layout.contractObject, to: partial)) != nil {
                if rename(partial.path, cached.path) != 0 { try? FileManager.default.removeItem(at: partial) }
            }
        }
        return compiled
    }

    /// `<cache>/contracts/<digest>.o`, the digest of everything the contract's object is made
    /// from: its source, the learner's module file, the runtime's modules and the compiler.
    func cachedContractObject(contract: String) -> URL? {
        guard let cacheDirectory, let module = try? Data(contentsOf: layout.learnerModuleFile, options: .alwaysMapped) else { return nil }
        var digest = Digest()
        digest.update(field: "contract-1")
        digest.update(field: contract)
        digest.update(module)
        digest.update(field: toolchain.version)
        for name in ["KataGraders", "UIKitSim"] {
            let file = toolchain.modulesDirectory.appendingPathComponent(name + ".swiftmodule")
            digest.update(field: "\(FileStat.size(file) ?? -1)|\(FileStat.modificationDate(file)?.timeIntervalSince1970 ?? -1)")
        }
        return cacheDirectory.appendingPathComponent("contracts", isDirectory: true)
            .appendingPathComponent(Digest.hex(digest.finish()) + ".o")
    }

    func link() -> ProcessResult {
        run(GraderBuild.linkCommand(toolchain: toolchain, layout: layout), isLink: true)
    }

    /// `-dump-ast` of the learner's module (for `LearnerSourcePolicy`); nil when it did not run.
    func astDump(sources: [URL], searchPath: URL) -> String? {
        let dumped = ProcessRunner.run(ProcessRequest(
            command: GraderBuild.astDumpCommand(toolchain: toolchain, sources: sources, searchPath: searchPath),
            environment: GraderBuild.compileEnvironment, workingDirectory: nil,
            timeout: max(0.5, deadline.timeIntervalSinceNow), outputCap: 64 << 20))
        guard dumped.termination != .timedOut, !dumped.stdoutTruncated else { return nil }
        return String(decoding: dumped.stdout + dumped.stderr, as: UTF8.self)
    }

    // MARK: - Replaying plans

    /// One step: the learned plan's jobs when there is a cache folder, else plain swiftc.
    private func run(_ command: [String], isLink: Bool = false) -> ProcessResult {
        guard let cacheDirectory, Platform.environment["KATA_NO_COMPILE_PLAN"] == nil else { return job(command) }
        let store = CompilePlanStore(directory: cacheDirectory.appendingPathComponent("plans", isDirectory: true))
        let key = store.key(toolchain: toolchain, command: command, work: layout.work)
        var plan = store.load(key: key)
        if plan == nil {
            plan = CompilePlan.learn(command: command, work: layout.work)
            if let plan { store.store(plan, key: key) }
        }
        guard let plan else { return job(command) }
        return replay(plan, key: key, store: store, isLink: isLink) ?? {
            // Not explained by the learner's code: the plan may be stale. Forget it; ask swiftc.
            store.discard(key: key)
            return job(command)
        }()
    }

    /// The plan's jobs in order; nil when one failed for a reason that is not the learner's code.
    private func replay(_ plan: CompilePlan, key: String, store: CompilePlanStore, isLink: Bool) -> ProcessResult? {
        let started = Date()
        var output = Data()
        let jobs = plan.commands(work: layout.work)
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
            // Fastest: read the objects' own library lists and link only what the runtime does
            // not already load (see RuntimeLinkage); else the remembered or extracted list.
            if isLink, CompilePlan.isAutolinkExtract(job), !linkTrimmed, !retriedWithExtractedLibraries,
               let listFile = CompilePlan.outputPath(of: job),
               let list = RuntimeLinkage.trimmedLibraries(
                   ofObjects: job.dropFirst().filter { $0.hasSuffix(".o") }.map { URL(fileURLWithPath: $0) },
                   runtime: toolchain.runtimeLibrary),
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
            let result = self.job(job)
            if CompilePlan.isFrontend(job) { output = result.stderr + result.stdout }
            if result.succeeded {
                if CompilePlan.isAutolinkExtract(job), let listFile = CompilePlan.outputPath(of: job),
                   let extracted = try? Data(contentsOf: URL(fileURLWithPath: listFile)) {
                    store.rememberLibraries(extracted, key: key)
                }
                continue
            }
            let codesFault = CompilePlan.isFrontend(job) && (result.termination == .timedOut
                || CompilerOutput.blocks(String(decoding: output, as: UTF8.self)).contains { $0.severity == .error && !$0.file.isEmpty })
            if codesFault { return result }
            if usedRememberedLibraries, !retriedWithExtractedLibraries,
               let extract = jobs.firstIndex(where: CompilePlan.isAutolinkExtract) {
                retriedWithExtractedLibraries = true  // once: a second failure is not the list's fault
                store.forgetLibraries(key: key)
                index = extract
                continue
            }
            return nil
        }
        return ProcessResult(termination: .exited(0), stdout: Data(), stderr: output,
                             stdoutTruncated: false, stderrTruncated: false, duration: Date().timeIntervalSince(started))
    }

    /// One compiler or linker job, in its own process group (killed with it on interruption). No
    /// reaper tag: the toolchain starts no detached processes, and the reaper's scan of every
    /// process costs milliseconds per job; the learner's program, which could, keeps its tag.
    private func job(_ command: [String]) -> ProcessResult {
        ProcessRunner.run(ProcessRequest(
            command: command, environment: GraderBuild.compileEnvironment, workingDirectory: nil,
            timeout: max(0.5, deadline.timeIntervalSinceNow), outputCap: 4 << 20))
    }
}
