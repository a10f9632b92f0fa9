import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The real grading engine behind `KataGrading`: `Toolchain` finds the compiler and runtime,
/// `Grader` grades (with its result cache). The engine's calls block, so they run on a dispatch
/// queue rather than occupying one of Swift's few cooperative threads.
public struct EngineGrading: KataGrading {
    public let grader: Grader
    public let limits: RunLimits

    public init(project: Project, limits: RunLimits = RunLimits()) throws {
        let toolchain: Toolchain
        do { toolchain = try Toolchain.discover(project: project) } catch {
            throw WorkbookError.internalError(String(describing: error))
        }
        // The learner's own workbook is graded as a class is (same compile, same object check, read
        // in-process): what passes at home passes in class, and a pushed `verify` cannot be forged
        // by writing the result channel. Grading others' files (`grade`, `verify --file-root`, the
        // bundles) also refuses a file the check could not inspect (CLIContext.session(untrusted:)).
        self.grader = Grader(toolchain: toolchain, cacheDirectory: Grader.defaultCacheDirectory(for: project), symbolCheck: .enforce)
        self.limits = limits
    }

    /// With a grader of the caller's choosing (e.g. sandboxed, for files that are not the user's own).
    public init(grader: Grader, limits: RunLimits = RunLimits()) {
        self.grader = grader
        self.limits = limits
    }

    public func prepare(progress: @escaping @Sendable (String) -> Void) async throws {
        let toolchain = grader.toolchain
        try await offThread {
            do { try toolchain.ensureRuntime(progress: progress) } catch {
                throw WorkbookError.internalError(String(describing: error))
            }
        }
    }

    public func grade(_ kata: KataSpec, file: URL, displayPath: String) async -> KataResult {
        let request = GradeRequest(kata: kata, learnerFile: file, displayPath: displayPath, limits: limits)
        let grader = self.grader
        return (try? await offThread { grader.grade(request) })
            ?? KataResult(kata: kata.id, status: .error, error: LearnerText.message("workbook.gradingStopped"))
    }

    private func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
