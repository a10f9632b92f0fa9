import Foundation
import KataKit

/// What every command handler gets: its parsed arguments, the console, and ways to open the
/// workbook and a grading session (built only by the commands that grade).
struct CLIContext {
    let arguments: ParsedArguments
    let console: Console

    var environment: [String: String] { console.environment }

    func workbook() throws -> Workbook {
        try Workbook.open(environment: environment)
    }

    /// A grading session with the real engine, after making sure the runtime is built (on a
    /// fresh clone that is a full `swift build`, so its progress lines are shown on stderr).
    func session(_ workbook: Workbook) async throws -> GradingSession {
        let grading = try EngineGrading(project: workbook.project)
        let console = self.console
        try await grading.prepare { line in console.err(console.errorStyler.dim(line)) }
        return GradingSession(workbook: workbook, grader: grading)
    }

    /// Loads progress, warning once (on stderr) when the file had to be rebuilt.
    func state(of workbook: Workbook) -> ProgressState {
        workbook.loadState { console.err($0) }
    }

    func renderer() -> ResultText {
        ResultText(styler: console.styler, width: console.stdoutIsTerminal ? console.width : 100,
                   showAll: arguments.has("--all"))
    }

    func format(default value: String = "text") -> String {
        arguments.value("--format") ?? value
    }

    /// `--format` of the grading commands (the parser already rejected unknown names).
    func reportFormat() -> ReportFormat {
        ReportFormat(rawValue: format()) ?? .text
    }
}
