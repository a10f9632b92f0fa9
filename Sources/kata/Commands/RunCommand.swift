import Foundation
import KataKit

/// `kata run <id> [--file PATH] [--format text|json|junit|github]`: grade once.
enum RunCommand {
    static let command = Command(
        spec: CommandSpec(
            "run", arguments: "<kata-id>", summary: "Grade one kata once and show what failed, the rule and a hint.",
            details: "Text shows, for each failing check, what was expected beside what happened. JSON is exactly\none object: the result (schemaVersion, status, checks [{name, status, rules, message}], …;\ndocs/schema/run.schema.json). github prints GitHub workflow annotations only; with\nGITHUB_ACTIONS=true they also go to stderr beside any other format.\nExit 0 when the kata passes, 1 when it fails or cannot be graded.",
            options: [
                OptionSpec("--file", value: "PATH", summary: "grade this file instead of the kata's exercise file"),
                OptionSpec("--format", value: "FORMAT", allowed: ReportFormat.names, summary: "output format"),
                .all,
            ],
            positionals: 1...1),
        handler: { context in
            let workbook = try context.workbook()
            let kata = try workbook.kata(context.arguments.positionals[0])
            let file = context.arguments.value("--file").map { URL(fileURLWithPath: $0, relativeTo: Project.cwd).standardizedFileURL }
            try workbook.requireSourceFile(file ?? workbook.url(kata.learnerFile))
            let session = try await context.session(workbook)
            let result = try await session.run(kata, file: file)
            let format = context.reportFormat()
            let files = [kata.id: workbook.project.displayPath(for: file ?? workbook.url(kata.learnerFile))]
            context.console.report(format.render([result], single: true, learnerFiles: files) { context.renderer().render(result) })
            if let annotations = format.sideAnnotations([result], learnerFiles: files, environment: context.environment) {
                context.console.report(annotations, toStandardError: true)
            }
            return result.status == .pass ? .success : .failure
        })
}
