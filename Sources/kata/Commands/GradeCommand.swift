import Foundation
import KataKit

/// `kata grade <submissions> --out <dir>`: grade a class. Parses and prints only; the work is
/// `ClassGradingRun` (KataKit/Classroom).
enum GradeCommand {
    static let command = Command(
        spec: CommandSpec(
            "grade", arguments: "<submissions>",
            summary: "Grade a whole class's submissions into a gradebook.",
            details: """
            Each folder directly inside <submissions> is one student's copy of the workbook (its
            Exercises/ as handed out). Writes grades.csv, summary.md and, per student, report.md and
            Gradescope's results.json into --out. Learner code runs in a bubblewrap sandbox when one is
            available (see docs/CLASSROOM.md); without it a loud warning is printed.
            """,
            options: [
                OptionSpec("--out", value: "DIR", summary: "folder for the gradebook (required)"),
                OptionSpec("--jobs", value: "N", summary: "files graded at once (default: number of cores)"),
                OptionSpec("--timeout", value: "SECONDS", summary: "time limit for each graded run (default \(Int(RunLimits.defaultTimeout)))"),
                OptionSpec("--katas", value: "IDS", summary: "comma-separated kata ids to grade (default: all)"),
            ],
            positionals: 1...1),
        handler: { context in
            let args = context.arguments
            guard let out = args.value("--out") else { throw WorkbookError.usage("--out DIR is required") }
            var jobs = ClassGrader.defaultJobs
            if let text = args.value("--jobs") {
                guard let n = Int(text), n >= 1 else { throw WorkbookError.usage("--jobs needs a whole number of at least 1") }
                jobs = n
            }
            var timeout = RunLimits.defaultTimeout
            if let text = args.value("--timeout") {
                guard let t = Double(text), t > 0 else { throw WorkbookError.usage("--timeout needs a number of seconds above 0") }
                timeout = t
            }
            let kataIDs = args.value("--katas").map {
                $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            let options = ClassGradingRun.Options(
                submissions: URL(fileURLWithPath: args.positionals[0], relativeTo: Project.cwd).standardizedFileURL,
                output: URL(fileURLWithPath: out, relativeTo: Project.cwd).standardizedFileURL,
                jobs: jobs, timeout: timeout, kataIDs: kataIDs)
            let project: Project
            do { project = try Project.locate() } catch { throw WorkbookError.internalError(String(describing: error)) }
            let run: ClassGradingRun
            do {
                run = try ClassGradingRun(
                    options: options, catalog: WorkbookCatalog.katas(root: project.root, environment: context.environment))
            } catch let problem as ClassGradingRun.Problem {
                if case .unknownKatas = problem { throw WorkbookError.usage(problem.description) }
                throw WorkbookError.data(problem.description)
            }

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
            } catch {
                throw WorkbookError.internalError(String(describing: error))
            }
            let passed = result.students.map(\.passed).reduce(0, +)
            let graded = result.students.count * result.katas.count
            console.out("Graded \(result.students.count) students × \(result.katas.count) katas: \(passed) of \(graded) passed.")
            console.out("Gradebook: \(options.output.path)/grades.csv, summary.md, <student>/report.md and results.json")
            return .success
        })
}
