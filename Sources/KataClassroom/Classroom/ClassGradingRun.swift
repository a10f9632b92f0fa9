import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

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

        public init(submissions: URL, output: URL, jobs: Int = ClassGrader.defaultJobs, timeout: Double = RunLimits.defaultTimeout, kataIDs: [String]? = nil) {
            self.submissions = submissions
            self.output = output
            self.jobs = jobs
            self.timeout = timeout
            self.kataIDs = kataIDs
        }
    }

    /// Problems that stop the whole run before any student is graded.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unknownKatas([String], known: [String])
        case noSubmissionsFolder(String)
        case outputInsideSubmissions(String)

        public var description: String {
            switch self {
            case .unknownKatas(let ids, let known):
                return "unknown kata id(s): \(ids.joined(separator: ", ")); known: \(known.joined(separator: ", "))"
            case .noSubmissionsFolder(let path):
                return "\(path) is not a folder of submissions"
            case .outputInsideSubmissions(let path):
                return "the output folder \(path) is inside the submissions folder; choose a folder outside it"
            }
        }
    }

    public let options: Options
    public let katas: [KataSpec]

    /// Resolves `--katas` against `catalog` (the real `Katas.all`, or a test's fixture katas).
    public init(options: Options, catalog: [KataSpec] = Katas.all) throws {
        self.options = options
        if let ids = options.kataIDs {
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
        let submissions = options.submissions.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let output = options.output.standardizedFileURL.path + "/"
        if output.hasPrefix(submissions) { throw Problem.outputInsideSubmissions(options.output.path) }
    }

    /// Grades with the real engine: ensures the runtime is built, detects the sandbox (the
    /// returned notice says which; loud when there is none), grades and writes the gradebook.
    public func run(
        project: Project,
        sandbox: SandboxProbe.Outcome = SandboxProbe.detect(),
        texts: ClassroomTexts = .bundled(),
        setup: @escaping @Sendable (String) -> Void = { _ in },
        progress: ClassGrader.Progress = { _, _ in }
    ) async throws -> ClassResult {
        let toolchain = try Toolchain.discover(project: project)
        try await Self.offThread { try toolchain.ensureRuntime(progress: setup) }
        return try await run(toolchain: toolchain, sandbox: sandbox, cacheDirectory: Grader.defaultCacheDirectory(for: project),
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
        let notice = SandboxProbe.notice(for: sandbox)
        setup(notice)
        let grader = Grader(toolchain: toolchain, cacheDirectory: cacheDirectory, wrapper: SandboxProbe.wrapper(for: sandbox))
        let grading = EngineSubmissionGrading(grader: grader, limits: EngineSubmissionGrading.classLimits(timeout: options.timeout))
        return try await run(grading: grading, notes: [notice], texts: texts, progress: progress)
    }

    /// Grades with any `SubmissionGrading` and writes the gradebook.
    public func run(
        grading: any SubmissionGrading, notes: [String] = [], texts: ClassroomTexts = .none,
        progress: ClassGrader.Progress = { _, _ in }
    ) async throws -> ClassResult {
        var result = try await ClassGrader(katas: katas, grading: grading, jobs: options.jobs)
            .grade(submissionsAt: options.submissions, progress: progress)
        result.notes = notes
        try GradebookWriter.write(result, to: options.output, texts: texts)
        return result
    }

    private static func offThread(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}
