import Foundation
import KataKit

/// What every command handler gets: its parsed arguments, the console, and ways to open the
/// workbook and a grading session (built only by the commands that grade).
struct CLIContext {
    let arguments: ParsedArguments
    let console: Console

    var environment: [String: String] { console.environment }

    func workbook() throws -> Workbook {
        try Workbook.open()
    }

    /// A grading session with the real engine, after making sure the runtime is built (on a
    /// fresh clone that is a full `swift build`, so its progress lines are shown on stderr).
    /// `untrusted`: the files are not the user's own workbook (`verify --file-root`): they run in
    /// the sandbox (or the strongest isolation available, said on stderr) and their compiled
    /// objects must pass the integrity check before running.
    func session(_ workbook: Workbook, untrusted: Bool = false) async throws -> GradingSession {
        InterruptCleanup.install()
        var grading = try EngineGrading(project: workbook.project)
        let console = self.console
        if untrusted {
            let outcome = SandboxProbe.detect(environment: environment, programFolders: Grader.programFolders(
                toolchain: grading.grader.toolchain, cacheDirectory: grading.grader.cacheDirectory))
            console.err(SandboxProbe.notice(for: outcome))
            grading = EngineGrading(grader: Grader(
                toolchain: grading.grader.toolchain, cacheDirectory: grading.grader.cacheDirectory,
                wrapper: SandboxProbe.wrapper(for: outcome), symbolCheck: .require), limits: grading.limits)
        }
        try await grading.prepare { line in console.err(console.errorStyler.dim(line)) }
        return GradingSession(workbook: workbook, grader: grading)
    }

    /// Loads progress, warning once (on stderr) when the file had to be rebuilt.
    func state(of workbook: Workbook) -> ProgressState {
        workbook.loadState { console.err($0) }
    }

    func renderer() -> ResultText {
        ResultText(styler: console.styler, width: console.width, height: console.height, showAll: arguments.has("--all"))
    }

    func format(default value: String = "text") -> String {
        arguments.value("--format") ?? value
    }

    /// `--format` of the grading commands (the parser already rejected unknown names).
    func reportFormat() -> ReportFormat {
        ReportFormat(rawValue: format()) ?? .text
    }
}
