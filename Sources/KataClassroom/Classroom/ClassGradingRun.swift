import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kata grade` as a library call: pick the katas, set up the engine (runtime, sandbox, limits),
/// grade the class, write the gradebook. The CLI only parses arguments and prints what this
/// returns, so the whole command is testable in-process.
public struct ClassGradingRun: Sendable {
    public struct Options: Sendable {
        public var submissions: URL
        public var output: URL
        public var jobs: Int
        public var timeout: Double
        /// Kata ids to grade (`--katas`); nil for every kata of the catalog given.
        public var kataIDs: [String]?
        /// `--shard i/n`: grade only this share of the students; nil for all.
        public var shard: ClassShard?
        /// Grade even as root with neither a sandbox nor a user switch (`SandboxProbe.refusal`).
        public var allowUnsandboxed: Bool

        public init(submissions: URL, output: URL, jobs: Int = ClassGrader.defaultJobs, timeout: Double = RunLimits.defaultTimeout, kataIDs: [String]? = nil,
                    shard: ClassShard? = nil, allowUnsandboxed: Bool = false) {
            self.shard = shard
            self.submissions = submissions
            self.output = output
            self.jobs = jobs
            self.timeout = timeout
            self.kataIDs = kataIDs
            self.allowUnsandboxed = allowUnsandboxed
        }
    }

    /// Problems that stop the whole run before any student is graded.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unknownKatas([String], known: [String])
        case noSubmissionsFolder(String)
        case outputInsideSubmissions(String)
        case noKatas
        case duplicateKatas([String])
        case badTimeout(String)
        case badJobs(String)
        case badShard(String)

        /// A bad option value (a usage error, exit 64) rather than a problem with the files.
        public var isUsage: Bool {
            switch self {
            case .unknownKatas, .noKatas, .duplicateKatas, .badTimeout, .badJobs, .badShard: return true
            default: return false
            }
        }

        /// The problem in the learner's language (`--lang`), for the one line `kata grade` prints.
        public var description: String {
            let texts = LearnerText.table
            switch self {
            case .noKatas:
                return texts.message("classroom.problem.noKatas")
            case .duplicateKatas(let ids):
                return texts.message("classroom.problem.duplicateKatas", ["katas": ids.joined(separator: ", ")])
            case .badTimeout(let value):
                return texts.message("classroom.problem.badTimeout", [
                    "min": Self.format(ClassGradingRun.timeoutRange.lowerBound),
                    "max": Self.format(ClassGradingRun.timeoutRange.upperBound), "value": value,
                ])
            case .badShard(let value):
                return texts.message("classroom.problem.badShard", ["value": value])
            case .badJobs(let value):
                return texts.message("classroom.problem.badJobs", ["max": "\(ClassGradingRun.jobsRange.upperBound)", "value": value])
            case .unknownKatas(let ids, let known):
                return texts.message("classroom.problem.unknownKatas", ["katas": ids.joined(separator: ", "), "known": known.joined(separator: ", ")])
            case .noSubmissionsFolder(let path):
                return texts.message("classroom.problem.noSubmissionsFolder", ["path": path])
            case .outputInsideSubmissions(let path):
                return texts.message("classroom.problem.outputInsideSubmissions", ["path": path])
            }
        }

        static func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    /// Accepted `--timeout` seconds and `--jobs`.
    public static let timeoutRange: ClosedRange<Double> = 1...3600
    public static let jobsRange: ClosedRange<Int> = 1...256

    public let options: Options
    public let katas: [KataSpec]

    /// Resolves `--katas` against `catalog` (the real `Katas.all`, or specs a test builds).
    public init(options: Options, catalog: [KataSpec] = Katas.all) throws {
        self.options = options
        guard options.timeout.isFinite, Self.timeoutRange.contains(options.timeout) else {
            throw Problem.badTimeout(String(options.timeout))
        }
        guard Self.jobsRange.contains(options.jobs) else { throw Problem.badJobs(String(options.jobs)) }
        if let ids = options.kataIDs {
            guard !ids.isEmpty else { throw Problem.noKatas }
            var seen = Set<String>()
            let repeated = ids.filter { !seen.insert($0).inserted }
            guard repeated.isEmpty else { throw Problem.duplicateKatas(Array(Set(repeated)).sorted()) }
            let unknown = ids.filter { id in !catalog.contains { $0.id == id } }
            guard unknown.isEmpty else { throw Problem.unknownKatas(unknown, known: catalog.map(\.id)) }
            katas = ids.compactMap { id in catalog.first { $0.id == id } }
        } else {
            katas = catalog
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.submissions.path, isDirectory: &isDir), isDir.boolValue else {
            throw Problem.noSubmissionsFolder(options.submissions.path)
        }
        let submissions = Self.resolved(options.submissions).path + "/"
        let output = Self.resolved(options.output).path + "/"
        if output.hasPrefix(submissions) { throw Problem.outputInsideSubmissions(options.output.path) }
    }

    /// The path with every symbolic link resolved, also when its last parts do not exist yet (the
    /// output folder): the nearest existing ancestor is resolved and the rest appended.
    static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        let fm = FileManager.default
        while !fm.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var base = URL(fileURLWithPath: realPath(existing.path) ?? existing.path)
        for part in rest { base.appendPathComponent(part) }
        return base.standardizedFileURL
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Grades with the real engine: ensures the runtime is built, detects the sandbox and the
    /// process cap once (nil: probe this machine; the notice says which, loud when one is
    /// missing), grades and writes the gradebook in the language of `texts` (by default the
    /// learner's language: `--lang`, else the environment's).
    public func run(
        project: Project,
        sandbox: SandboxProbe.Outcome? = nil,
        texts: ClassroomTexts = .bundled(),
        setup: @escaping @Sendable (String) -> Void = { _ in },
        progress: ClassGrader.Progress = { _, _ in }
    ) async throws -> ClassResult {
        let toolchain = try Toolchain.discover(project: project)
        try await Self.offThread { try toolchain.ensureRuntime(progress: setup) }
        let cacheDirectory = Grader.defaultCacheDirectory(for: project)
        let sandbox = sandbox ?? SandboxProbe.detect(
            programFolders: Grader.programFolders(toolchain: toolchain, cacheDirectory: cacheDirectory), texts: texts.words)
        if !options.allowUnsandboxed, let refusal = SandboxProbe.refusal(for: sandbox, texts: texts.words) {
            throw SandboxProbe.Refusal(description: refusal)
        }
        return try await run(toolchain: toolchain, sandbox: sandbox, cacheDirectory: cacheDirectory,
                             texts: texts, setup: setup, progress: progress)
    }

    /// Grades with a ready toolchain. `cacheDirectory` holds verdicts keyed by file content, so a
    /// second run over the same class (or a class of identical starters) is nearly free.
    public func run(
        toolchain: Toolchain,
        sandbox: SandboxProbe.Outcome,
        cacheDirectory: URL?,
        texts: ClassroomTexts = .bundled(),
        setup: @escaping @Sendable (String) -> Void = { _ in },
        progress: ClassGrader.Progress = { _, _ in }
    ) async throws -> ClassResult {
        let notice = SandboxProbe.notice(for: sandbox, texts: texts.words)
        setup(notice)
        // Others' files: their compiled objects must be inspected before anything runs.
        let grader = Grader(toolchain: toolchain, cacheDirectory: cacheDirectory, wrapper: SandboxProbe.wrapper(for: sandbox),
                            symbolCheck: .require)
        let grading = EngineSubmissionGrading(grader: grader, limits: EngineSubmissionGrading.classLimits(timeout: options.timeout))
        let digest = GradebookManifest.graderDigest(katas: katas, projectRoot: toolchain.project.root)
        return try await run(grading: grading, notes: [notice], texts: texts, graderDigest: digest, progress: progress)
    }

    /// Grades with any `SubmissionGrading` and writes the gradebook; `graderDigest` goes into its
    /// `gradebook.json` (merges compare it).
    public func run(
        grading: any SubmissionGrading, notes: [String] = [], texts: ClassroomTexts = .none,
        graderDigest: String? = nil, progress: ClassGrader.Progress = { _, _ in }
    ) async throws -> ClassResult {
        var grader = ClassGrader(katas: katas, grading: grading, jobs: options.jobs, texts: texts)
        grader.shard = options.shard
        var result = try await grader.grade(submissionsAt: options.submissions, progress: progress)
        result.notes = notes
        let manifest = GradebookManifest(
            graderDigest: graderDigest ?? GradebookManifest.graderDigest(katas: katas, projectRoot: nil), katas: result.katas,
            language: texts.language, shard: options.shard?.description, notes: notes, students: result.students.map(\.student))
        try GradebookWriter.write(result, to: options.output, texts: texts, manifest: manifest)
        return result
    }

    private static func offThread(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}
