import KataKit

/// `kata grade`: class grading. A stub owned by the classroom work, which replaces this file.
enum GradeCommand {
    static let command = Command(
        spec: CommandSpec("grade", arguments: "<submissions>", summary: "Grade a whole class's submissions (not yet available).",
                          positionals: 0...8),
        handler: { context in
            context.console.err("kata: " + WorkbookText.message("workbook.gradeUnavailable"))
            return .internalError
        })
}
