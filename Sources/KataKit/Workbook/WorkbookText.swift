import Foundation

/// The workbook's learner-facing sentences. They are looked up in the text tables
/// (`Texts/<lang>/messages.json`, keys `workbook.*`) so a translation needs no code; the English
/// here is only the fallback for a key no text file has yet.
public enum WorkbookText {
    /// `{name}` placeholders are filled from `args`.
    public static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        let found = table.message(key, args)
        if found != key { return found }
        return fill(fallback[key] ?? key, args)
    }

    /// The texts in the learner's language (KATA_LANG / LANG), loaded once per process.
    public static let table: TextTable = TextTable.load(language: nil)

    private static func fill(_ template: String, _ args: [String: String]) -> String {
        args.reduce(template) { text, pair in text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value) }
    }

    static let fallback: [String: String] = [
        "workbook.progressTitle": "ContainerKata — your progress",
        "workbook.next": "Next: {kata}",
        "workbook.nextFile": "Edit {file} (the task is in {readme}).",
        "workbook.allDone": "Every kata passes. Well done! `kata solution <id>` shows the reference solutions.",
        "workbook.notTerminal": "Run `kata watch` in a terminal to re-grade on every save.",
        "workbook.watchFooter": "— watching {file} · h hint · l list · n next · r re-run · q quit",
        "workbook.watchKeys": "Watching {file} — save to re-grade.  h hint · l list · n next kata · r re-run · q quit",
        "workbook.watchNeedsTerminal": "Watch mode needs a terminal (stdin is not one). Use `kata run {kata}` instead.",
        "workbook.regrading": "Grading {kata}…",
        "workbook.switchedTo": "Now on {kata} — {title}",
        "workbook.bye": "Bye! Your progress is saved.",
        "workbook.passedNext": "Passed! Press n for the next kata ({kata}).",
        "workbook.unknownKata": "There is no kata '{kata}'. Katas: {katas}",
        "workbook.fileNotFound": "File not found: {file}",
        "workbook.hintNone": "{kata} passes: no hint needed.",
        "workbook.hintError": "{kata} could not be graded, so there is no rule to hint at yet: {reason}",
        "workbook.hintNoRule": "Your last result for {kata} names no broken rule yet: `kata run {kata}` shows what happened.",
        "workbook.hintHeader": "Hint {level} of {count} for {rule} — {title}",
        "workbook.hintLast": "That was the last hint for this rule. `kata rules {rule}` shows the rule with a right and a wrong example.",
        "workbook.hintMissing": "No hint text for {rule} yet. `kata rules {rule}` explains the rule.",
        "workbook.solutionLocked": "The solution to {kata} unlocks once your file passes (last result: {status}). Try `kata hint {kata}`.",
        "workbook.solutionMissing": "The reference solution {file} is missing from this workbook.",
        "workbook.resetDone": "Restored the starter of {kata} in {file}.",
        "workbook.resetBackup": "Your previous file is saved as {backup}.",
        "workbook.stateRebuilt": "note: {detail}",
        "workbook.verifyProgress": "grading {index}/{count} {kata}…",
        "workbook.verifySummary": "{passed} of {count} katas pass.",
        "workbook.devCheckAllHold": "All checks hold.",
        "workbook.devCheckFailed": "{count} problem(s) found.",
        "workbook.outputWritten": "Wrote {file}.",
        "workbook.outputFailed": "Could not write {file}.",
        "workbook.uikitSaid": "UIKit said:",
        "workbook.checksPassed": "{passed}/{count} checks",
        "workbook.unchanged": "unchanged",
        "workbook.ruleLine": "rule: {id} — {title}",
        "workbook.hintLine": "hint: {hint}",
        "workbook.expected": "expected",
        "workbook.actual": "what happened",
        "workbook.sameTimeline": "(the same timeline as {check}, above)",
        "workbook.startersUpToDate": "Starter copies are up to date.",
        "workbook.startersUpdated": "Updated the starter copies of: {katas}",
    ]
}
