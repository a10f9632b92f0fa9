import Foundation
import KataKit

/// `kata grade <submissions> --out <dir>`: grade a class. Parses and prints only; the work is
/// `ClassGradingRun` (KataKit/Classroom).
enum GradeCommand {
    static let command = Command(
        spec: CommandSpec(
            "grade", arguments: "<submissions> | --merge <gradebook>...",
            summary: "Grade a whole class's submissions into a gradebook.",
            details: """
            Each folder directly inside <submissions> is one student's copy of the workbook (its
            Exercises/ as handed out). Writes grades.csv, summary.md, index.html (the class page) and,
            per student, students/<name>/report.md, report.html and Gradescope's results.json into
            --out. --shard i/n grades a stable share of the students (by a hash of the folder name);
            --merge combines shard gradebooks into one. Learner code runs in a
            bubblewrap sandbox when one is available (see docs/CLASSROOM.md); otherwise in the
            strongest isolation the machine allows, which the gradebook states. The reports are in
            the --lang language; grades.csv's column names and pass/fail/error cells never change.
            """,
            options: [
                OptionSpec("--out", value: "DIR", summary: "folder for the gradebook (required)"),
                OptionSpec("--jobs", value: "N", summary: "files graded at once (default: number of cores)"),
                OptionSpec("--timeout", value: "SECONDS", summary: "time limit for each graded run (default {seconds})",
                           summaryArguments: ["seconds": "\(Int(RunLimits.defaultTimeout))"]),
                OptionSpec("--katas", value: "IDS", summary: "comma-separated kata ids to grade (default: all)"),
                OptionSpec("--shard", value: "I/N", summary: "grade only shard I of N (a stable share of the students)"),
                OptionSpec("--merge", summary: "merge the gradebook folders given as arguments into --out"),
                OptionSpec(SandboxProbe.allowUnsandboxedFlag, summary: "grade even as root with neither bubblewrap nor an unprivileged user (refused otherwise)"),
            ],
            positionals: 1...100_000),
        handler: { context in
            // The workbook first: its texts word every error below (outside one there are none).
            let workbook = try context.workbook()
            let args = context.arguments
            guard let out = args.value("--out") else { throw WorkbookError.usage(LearnerText.message("classroom.outRequired")) }
            if args.has("--merge") { return try merge(args.positionals, into: out, console: context.console) }
            guard args.positionals.count == 1 else {
                throw WorkbookError.usage(LearnerText.table.translated("help.unexpectedArgument", "unexpected argument '{argument}' for '{command}'",
                                                                       ["argument": CLIText.safe(args.positionals[1...].joined(separator: " ")), "command": "kata grade"]))
            }
            var shard: ClassShard?
            if let text = args.value("--shard") {
                do { shard = try ClassShard(parsing: text) } catch let problem as ClassGradingRun.Problem {
                    throw WorkbookError.usage(CLIText.safe(problem.description))
                }
            }
            var jobs = min(ClassGrader.defaultJobs, ClassGradingRun.jobsRange.upperBound)
            if let text = args.value("--jobs") {
                guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else {
                    throw WorkbookError.usage(ClassGradingRun.Problem.badJobs(CLIText.safe(text)).description)
                }
                jobs = n
            }
            var timeout = RunLimits.defaultTimeout
            if let text = args.value("--timeout") {
                guard let t = Double(text.trimmingCharacters(in: .whitespaces)) else {
                    throw WorkbookError.usage(ClassGradingRun.Problem.badTimeout(CLIText.safe(text)).description)
                }
                timeout = t
            }
            // Empty entries ("a,,b", "") are mistakes, not something to skip silently.
            let kataIDs = args.value("--katas").map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            }
            if let ids = kataIDs, ids.contains(where: \.isEmpty) {
                throw WorkbookError.data(ids.allSatisfy(\.isEmpty) ? ClassGradingRun.Problem.noKatas.description
                    : LearnerText.message("classroom.problem.emptyKata"))
            }
            let options = ClassGradingRun.Options(
                submissions: URL(fileURLWithPath: args.positionals[0], relativeTo: Project.cwd).standardizedFileURL,
                output: URL(fileURLWithPath: out, relativeTo: Project.cwd).standardizedFileURL,
                jobs: jobs, timeout: timeout, kataIDs: kataIDs, shard: shard,
                allowUnsandboxed: args.has(SandboxProbe.allowUnsandboxedFlag))
            let project = workbook.project
            let run: ClassGradingRun
            do {
                run = try ClassGradingRun(options: options, catalog: workbook.katas)
            } catch let problem as ClassGradingRun.Problem {
                let text = CLIText.safe(problem.description)
                throw problem.isUsage ? WorkbookError.usage(text) : WorkbookError.data(text)
            }

            InterruptCleanup.install()
            let console = context.console
            let showBar = console.stderrIsTerminal
            let result: ClassResult
            do {
                result = try await run.run(
                    project: project,
                    setup: { line in console.err(line) },
                    progress: { done, total in
                        guard showBar else { return }
                        FileHandle.standardError.write(Data(("\r" + ClassProgressBar.render(done: done, total: total)).utf8))
                        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
                    })
            } catch let error as WorkbookError {
                throw error
            } catch let refusal as SandboxProbe.Refusal {
                throw WorkbookError.usage(refusal.description)
            } catch {
                throw WorkbookError.internalError(String(describing: error))
            }
            let passed = result.students.map(\.passed).reduce(0, +)
            let graded = result.students.count * result.katas.count
            console.out(LearnerText.message("classroom.graded", [
                "students": "\(result.students.count)", "katas": "\(result.katas.count)", "passed": "\(passed)", "total": "\(graded)",
            ]))
            console.out(CLIText.safe(LearnerText.message("classroom.gradebookWritten", ["folder": options.output.path])))
            return .success
        })

    /// `--merge DIR… --out DIR`: the work is `GradebookMerge`; a refusal is bad data (65).
    static func merge(_ folders: [String], into out: String, console: Console) throws -> ExitCode {
        let inputs = folders.map { URL(fileURLWithPath: $0, relativeTo: Project.cwd).standardizedFileURL }
        let output = URL(fileURLWithPath: out, relativeTo: Project.cwd).standardizedFileURL
        let result: ClassResult
        do {
            result = try GradebookMerge.merge(inputs, into: output)
        } catch let problem as GradebookMerge.Problem {
            throw WorkbookError.data(CLIText.safe(problem.description, limit: 600))
        } catch {
            throw WorkbookError.internalError(String(describing: error))
        }
        let passed = result.students.map(\.passed).reduce(0, +)
        console.out(LearnerText.message("classroom.merged", [
            "gradebooks": "\(inputs.count)", "students": "\(result.students.count)", "katas": "\(result.katas.count)",
            "passed": "\(passed)", "total": "\(result.students.count * result.katas.count)",
        ]))
        console.out(CLIText.safe(LearnerText.message("classroom.gradebookWritten", ["folder": output.path])))
        return .success
    }
}
