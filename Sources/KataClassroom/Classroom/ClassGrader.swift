import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Grades a folder of submissions: one row per student folder, one verdict per kata, in parallel.
///
/// Why it is shaped like this:
/// - every learner file is checked (`SubmissionReader`) and copied into a scratch folder of its own
///   before anything compiles it, so a compiled program never needs — or sees — a submission;
/// - identical files (same kata, same bytes: a class that barely started, or copied work) are
///   graded once and share the verdict, which keeps a class of starters cheap;
/// - results are collected by key and sorted by student, so `--jobs 1` and `--jobs 8` write the
///   same gradebook.
public struct ClassGrader: Sendable {
    public var katas: [KataSpec]
    public var grading: any SubmissionGrading
    public var jobs: Int
    /// Where per-attempt scratch folders go; a fresh folder under the system temp dir by default.
    public var scratchRoot: URL?
    /// The words of the verdicts the class grader writes itself (refusals, held passes).
    public var texts: ClassroomTexts
    /// Only the students of this shard (`--shard i/n`); nil for the whole class.
    public var shard: ClassShard? = nil

    public init(katas: [KataSpec], grading: any SubmissionGrading, jobs: Int = ClassGrader.defaultJobs, scratchRoot: URL? = nil,
                texts: ClassroomTexts = .none) {
        self.katas = katas
        self.grading = grading
        self.jobs = max(1, jobs)
        self.scratchRoot = scratchRoot
        self.texts = texts
    }

    /// One job per core: grading is compiler- and CPU-bound.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Progress after each graded (or refused) file: done so far, total.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    public func grade(submissionsAt root: URL, progress: Progress = { _, _ in }) async throws -> ClassResult {
        let submissions = try SubmissionReader.submissions(in: root).filter { shard?.contains($0.student) ?? true }
        let plan = GradingPlan(submissions: submissions, katas: katas, texts: texts)
        let total = plan.cells.count
        var done = plan.cells.filter { if case .refused = $0.work { true } else { false } }.count
        progress(done, total)

        let scratch = scratchRoot ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-grade-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { if scratchRoot == nil { try? FileManager.default.removeItem(at: scratch) } }

        // Each unique job, graded once; cells sharing it count as done together.
        var verdicts: [Int: KataResult] = [:]
        let grading = self.grading
        let texts = self.texts
        await withTaskGroup(of: (Int, KataResult).self) { group in
            var next = 0
            func startNext() {
                guard next < plan.jobs.count else { return }
                let index = next
                let job = plan.jobs[index]
                next += 1
                group.addTask {
                    let folder = scratch.appendingPathComponent("job-\(index)", isDirectory: true)
                    let result = await Self.run(job, in: folder, grading: grading, texts: texts)
                    try? FileManager.default.removeItem(at: folder)
                    return (index, result)
                }
            }
            for _ in 0..<min(jobs, plan.jobs.count) { startNext() }
            while let (index, result) = await group.next() {
                verdicts[index] = result
                done += plan.sharers[index, default: 1]
                progress(done, total)
                startNext()
            }
        }
        return plan.assemble(verdicts: verdicts)
    }

    /// Copies the file into its scratch folder under the kata's own file name and grades that copy.
    static func run(_ job: GradingPlan.Job, in folder: URL, grading: any SubmissionGrading, texts: ClassroomTexts) async -> KataResult {
        let copy = folder.appendingPathComponent((job.kata.learnerFile as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(job.source.utf8).write(to: copy)
        } catch {
            return KataResult(kata: job.kata.id, status: .error, error: texts.message("classroom.scratchFailed", ["reason": error.localizedDescription]))
        }
        return await grading.grade(kata: job.kata, learnerFile: copy, displayPath: job.kata.learnerFile, scratch: folder)
    }
}
