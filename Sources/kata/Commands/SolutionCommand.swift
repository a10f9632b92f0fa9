import KataKit

/// `kata solution <id>`: the reference solution, once the learner's last result is a pass.
enum SolutionCommand {
    static let command = Command(
        spec: CommandSpec(
            "solution", arguments: "<kata-id>", summary: "Show the reference solution, once your file passes.",
            details: "Exit 1 (with an explanation) while your last result for the kata is not a pass.",
            positionals: 1...1),
        handler: { context in
            let workbook = try context.workbook()
            let kata = try workbook.kata(context.arguments.positionals[0])
            _ = context.state(of: workbook)
            context.console.out(try SolutionGate.solution(for: kata, in: workbook))
            return .success
        })
}
