import KataKit

/// `kata hint <id>`: the next hint for the first rule the last result broke.
enum HintCommand {
    static let command = Command(
        spec: CommandSpec(
            "hint", arguments: "<kata-id>", summary: "Show the next hint for the kata (more detail each time).",
            details: "The hint is about the first rule your last result broke; the kata is graded first if it never was.",
            positionals: 1...1),
        handler: { context in
            let workbook = try context.workbook()
            let kata = try workbook.kata(context.arguments.positionals[0])
            _ = context.state(of: workbook)
            let needsGrading = workbook.store.load().state.status(of: kata.id) == .notStarted
            let session = needsGrading
                ? try await context.session(workbook)
                : GradingSession(workbook: workbook, grader: NoGrading())
            let outcome = try await HintStep.next(for: kata, session: session)
            let text = HintText.render(outcome, kata: kata.id, styler: context.console.styler)
            context.console.out(ScreenFit.wrap(text, width: context.console.width).joined(separator: "\n"))
            return .success
        })
}
