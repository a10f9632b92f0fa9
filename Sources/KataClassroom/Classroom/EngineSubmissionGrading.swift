import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The real `SubmissionGrading`: the engine's `Grader` (compile with swiftc, run under the limits
/// and the sandbox wrapper, read the event stream). The engine's grading call blocks for the
/// length of a compile and a run, so it runs on its own dispatch thread rather than tying up one
/// of Swift concurrency's few cooperative threads.
public struct EngineSubmissionGrading: SubmissionGrading {
    public let grader: Grader
    public let limits: RunLimits

    public init(grader: Grader, limits: RunLimits) {
        self.grader = grader
        self.limits = limits
    }

    public func grade(kata: KataSpec, learnerFile: URL, displayPath: String, scratch: URL) async -> KataResult {
        let request = GradeRequest(kata: kata, learnerFile: learnerFile, displayPath: displayPath, limits: limits)
        let grader = self.grader
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: grader.grade(request)) }
        }
    }

    /// Limits for untrusted class submissions: the wall-clock `timeout` a teacher chose, CPU time
    /// a little above it (a busy loop ends even if the clock check is late), memory and process
    /// caps well above what a view-controller test needs, output capped at 256 KiB per stream.
    /// Compiling gets three times the timeout (at least 30 s): a file that takes longer to
    /// type-check is a verdict (cached), not a job slot held for minutes. The whole submission —
    /// compile, link, run, read — ends within `compileTimeout + timeout`.
    public static func classLimits(timeout: Double) -> RunLimits {
        let timeout = timeout.isFinite ? min(max(timeout, 0.1), 3600) : 20
        var limits = RunLimits(timeout: timeout, compileTimeout: max(30, timeout * 3), outputBytes: 256 * 1024,
                               memoryBytes: 4 << 30, cpuSeconds: Int(timeout.rounded(.up)) + 5, processes: 4096)
        limits.fileBytes = 16 << 20
        return limits
    }
}
