import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The work of a class run, decided before anything runs: for each student and kata either a
/// refusal (bad input, with its reason) or a reference to a unique grading job. Keeping this a
/// pure value makes deduplication and ordering easy to test and independent of timing.
struct GradingPlan {
    struct Job {
        let kata: KataSpec
        let source: String
    }

    enum Work {
        case refused(reason: String)
        case job(Int)
    }

    struct Cell {
        let student: String
        let kata: KataSpec
        let work: Work
        let flags: [IntegrityFlag]
    }

    private(set) var jobs: [Job] = []
    private(set) var cells: [Cell] = []
    /// How many cells each job stands for.
    private(set) var sharers: [Int: Int] = [:]
    let katas: [KataSpec]
    let students: [String]
    /// The words of the refusals and held verdicts (the gradebook's language).
    let texts: ClassroomTexts

    init(submissions: [SubmissionReader.Submission], katas: [KataSpec], texts: ClassroomTexts = .none) {
        self.katas = katas
        self.students = submissions.map(\.student)
        self.texts = texts
        var index: [String: Int] = [:]
        for submission in submissions {
            for kata in katas {
                switch SubmissionReader.read(kata, from: submission, texts: texts) {
                case .unusable(let reason):
                    cells.append(Cell(student: submission.student, kata: kata, work: .refused(reason: reason), flags: []))
                case .source(let text):
                    let key = kata.id + "\u{0}" + text
                    let job: Int
                    if let existing = index[key] { job = existing } else {
                        job = jobs.count
                        index[key] = job
                        jobs.append(Job(kata: kata, source: text))
                    }
                    sharers[job, default: 0] += 1
                    cells.append(Cell(student: submission.student, kata: kata, work: .job(job),
                                      flags: IntegrityCheck.scan(source: text)))
                }
            }
        }
    }

    /// The class result once every job has a verdict; a job without one (should not happen) is an error.
    func assemble(verdicts: [Int: KataResult]) -> ClassResult {
        var rows: [String: StudentGrade] = [:]
        for student in students { rows[student] = StudentGrade(student: student, results: []) }
        for cell in cells {
            let result: KataResult
            switch cell.work {
            case .refused(let reason):
                result = KataResult(kata: cell.kata.id, status: .error, error: reason)
            case .job(let job):
                var verdict = verdicts[job] ?? KataResult(kata: cell.kata.id, status: .error, error: texts.message("classroom.internalError"))
                verdict.kata = cell.kata.id
                result = Self.holdingForReview(verdict, flags: cell.flags, texts: texts)
            }
            rows[cell.student]?.results.append(result)
            // What the compiled object was refused for joins the source scan's flags.
            let compiled = (result.integrity ?? []).map { entry -> IntegrityFlag in
                let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let category = parts.first.flatMap(IntegrityFlag.Category.init(rawValue:)) ?? .system
                return IntegrityFlag(category: category, token: "compiled: " + (parts.last ?? entry), line: 0)
            }
            let flags = cell.flags + compiled
            if !flags.isEmpty { rows[cell.student]?.flags[cell.kata.id] = flags }
        }
        return ClassResult(katas: katas.map(\.id), students: students.compactMap { rows[$0] })
    }

    /// A flagged file does not pass unreviewed. Its code runs inside the grader's own process, so
    /// a file that writes files, reads the runner's arguments or exits can forge the event stream
    /// the verdict is read from (the sandbox keeps it from harming anyone else, not from lying).
    /// A container view controller never needs any of that, so the cost to honest students is nil
    /// and the teacher sees exactly why. Fails and errors are kept as they are. A held verdict's
    /// `error` starts with the label `classroom.heldLabel`, so the summary lists it apart from real
    /// errors.
    static func holdingForReview(_ verdict: KataResult, flags: [IntegrityFlag], texts: ClassroomTexts) -> KataResult {
        guard verdict.status == .pass, !flags.isEmpty else { return verdict }
        var held = verdict
        held.status = .error
        held.error = texts.message("classroom.held", [
            "label": texts.message("classroom.heldLabel"), "flags": flags.map(texts.flag).joined(separator: "; "),
        ])
        return held
    }
}
