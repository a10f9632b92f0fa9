import Foundation
import KataKit

/// `kata verify`: grade every kata of the workbook; exit 0 only if all pass. For CI.
enum VerifyCommand {
    static let command = Command(
        spec: CommandSpec(
            "verify", summary: "Grade every kata of the workbook; exit 0 only if all pass.",
            details: "Progress goes to stderr on a terminal. JSON is one object {schemaVersion, results: [result]}\n(docs/schema/verify.schema.json). github prints GitHub workflow annotations only; with\nGITHUB_ACTIONS=true they also go to stderr beside any other format, so failures show on your lines.",
            options: [
                OptionSpec("--format", value: "FORMAT", allowed: ReportFormat.names, summary: "output format"),
                OptionSpec("--output", value: "FILE", summary: "write the report to FILE instead of stdout"),
                OptionSpec("--file-root", value: "DIR", summary: "grade the learner files under DIR (a copy of the workbook)"),
            ]),
        handler: { context in
            let workbook = try context.workbook()
            _ = context.state(of: workbook)
            let fileRoot = try context.arguments.value("--file-root")
                .map { try workbook.requireFile(URL(fileURLWithPath: $0, relativeTo: Project.cwd)) }
            let session = try await context.session(workbook, untrusted: fileRoot != nil)
            let console = context.console
            let showProgress = console.stderrIsTerminal
            let results = try await VerifyRun.run(session: session, fileRoot: fileRoot) { index, count, kata in
                if showProgress {
                    console.err(console.errorStyler.dim(LearnerText.message(
                        "workbook.verifyProgress", ["index": "\(index)", "count": "\(count)", "kata": kata])))
                }
            }
            let format = context.reportFormat()
            let files = Dictionary(uniqueKeysWithValues: workbook.katas.map { ($0.id, $0.learnerFile) })
            let report = format.render(results, single: false, learnerFiles: files) { text(results, context: context) }
            if let output = context.arguments.value("--output") {
                let url = URL(fileURLWithPath: output, relativeTo: Project.cwd)
                do { try Data(report.utf8).write(to: url, options: .atomic) } catch {
                    throw WorkbookError.data(LearnerText.message("workbook.outputFailed", ["file": output]))
                }
                console.err(LearnerText.message("workbook.outputWritten", ["file": output]))
            } else {
                console.report(report)
            }
            if let annotations = format.sideAnnotations(results, learnerFiles: files, environment: context.environment) {
                console.report(annotations, toStandardError: true)
            }
            return VerifyRun.exitCode(results)
        })

    private static func text(_ results: [KataResult], context: CLIContext) -> String {
        let renderer = context.renderer()
        var blocks = results.map { renderer.render($0) }
        let passed = results.filter { $0.status == .pass }.count
        blocks.append(LearnerText.message("workbook.verifySummary", ["passed": "\(passed)", "count": "\(results.count)"]))
        return blocks.joined(separator: "\n\n")
    }
}
