import KataKit

/// `kata reset <id>`: back up the learner's file, then restore the starter.
enum ResetCommand {
    static let command = Command(
        spec: CommandSpec(
            "reset", arguments: "<kata-id>", summary: "Restore the kata's starter file (your file is backed up first).",
            details: "Your current file is copied to .kata-backups/<kata-id>/<timestamp>-ContainerViewController.swift\nbefore the starter is written. If the backup cannot be made, nothing is changed.",
            positionals: 1...1),
        handler: { context in
            let workbook = try context.workbook()
            let kata = try workbook.kata(context.arguments.positionals[0])
            let outcome = try KataReset(root: workbook.root).reset(kata)
            try workbook.updateState { $0.forget(kata.id) }
            if let backup = outcome.backup {
                context.console.out(LearnerText.message("workbook.resetBackup", ["backup": workbook.project.displayPath(for: backup)]))
            }
            context.console.out(LearnerText.message("workbook.resetDone", ["kata": kata.id, "file": kata.learnerFile]))
            return .success
        })
}
