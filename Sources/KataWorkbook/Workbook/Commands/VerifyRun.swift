import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `kata verify`: grades every kata of the workbook (or of a copy of it under `fileRoot`) so CI
/// can gate on the learner's whole workbook. Results come back in teaching order.
public enum VerifyRun {
    /// - Parameter fileRoot: where the learner files are (default: the workbook root). Only a
    ///   grading of the workbook's own files is recorded in its progress.
    public static func run(
        session: GradingSession, fileRoot: URL? = nil,
        progress: @escaping @Sendable (_ index: Int, _ count: Int, _ kata: String) -> Void
    ) async throws -> [KataResult] {
        let workbook = session.workbook
        let root = try fileRoot.map(workbook.requireFile)?.standardizedFileURL ?? workbook.root
        let katas = workbook.katas
        let counter = Counter()
        return await ParallelGrading.map(katas) { _, kata in
            progress(counter.increment(), katas.count, kata.id)
            let file = root.appendingPathComponent(kata.learnerFile)
            guard FileManager.default.fileExists(atPath: file.path) else {
                return KataResult(kata: kata.id, status: .error, error: LearnerText.message(
                    "workbook.fileNotFound", ["file": kata.learnerFile]))
            }
            if root == workbook.root { return (try? await session.run(kata, makeCurrent: false)) ?? KataResult(kata: kata.id, status: .error) }
            return await session.grader.grade(kata, file: file, displayPath: kata.learnerFile)
        }
    }

    /// The process exit code for a verify: success only when every kata passes.
    public static func exitCode(_ results: [KataResult]) -> ExitCode {
        results.allSatisfy { $0.status == .pass } && !results.isEmpty ? .success : .failure
    }
}

/// A thread-safe counter for progress lines from concurrent workers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
