import Foundation

/// The engine's learner-facing sentences, read from `Texts/<lang>/messages.json` (through
/// `TextTable`) so that a translation is text, not code. The built-in English below is only the fallback for a missing
/// or damaged file (the architecture rule: code holds English only as a fallback).
enum EngineText {
    /// `{name}` placeholders are replaced from `args`; a missing key yields the fallback.
    static func message(_ key: String, _ args: [String: String] = [:]) -> String {
        if lookup(key) != nil {
            return texts.message(key, args)
        }
        return substitute(fallback[key] ?? key, args)
    }

    static func substitute(_ template: String, _ args: [String: String]) -> String {
        var text = template
        for (name, value) in args {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// The workbook's text table (language from the environment), loaded once per process.
    private static let texts = TextTable.load()

    private static func lookup(_ key: String) -> String? {
        let text = texts.message(key)
        return text == key ? nil : text
    }

    static let fallback: [String: String] = [
        "engine.projectNotFound": "No ContainerKata workbook found in {path} or any folder above it (looked for Package.swift with Exercises/ beside it). Run kata from inside the workbook.",
        "engine.compilerNotFound": "Could not find the Swift compiler (swiftc). Install a Swift toolchain, put it on PATH, or set SWIFTC to its path.",
        "engine.runtimeBuildFailed": "Building the kata runtime (swift build --product KataRuntime) failed:\n{output}",
        "engine.runtimeMissing": "The kata runtime library is missing at {path}. Run `swift build` in the workbook first.",
        "engine.unreadableFile": "Could not read {path}: {reason}",
        "engine.noChecks": "The kata {kata} has no grader checks yet, so there is nothing to grade.",
        "engine.compileFailed": "{path} does not compile. Fix the compiler errors below and run again.",
        "engine.contractBroken": "Your file no longer matches what the kata requires: {detail}. Keep the required declarations' names and signatures exactly as the exercise gives them.",
        "engine.compileInternal": "The grader could not be built for an unexpected reason:\n{output}",
        "engine.compileTimedOut": "Compiling took longer than {seconds} seconds and was stopped.",
        "engine.crashed": "The grader crashed (signal {signal}, {name}) — often a fatalError or a force-unwrap of nil in your code.",
        "engine.crashedExit": "The grader stopped with exit code {code} before finishing.",
        "engine.hung": "The grader was stopped after {seconds} seconds without finishing — look for an infinite loop or something that waits forever.",
        "engine.exitedEarly": "The program ended (exit code {code}) before the grader finished — does your code call exit() or abort the process?",
        "engine.missingChecks": "The grader did not report on: {checks}. The run ended without finishing them.",
        "engine.launchFailed": "Could not start the graded program: {reason}",
        "engine.buildingRuntime": "Building the kata runtime (first run, or the graders changed)…",
        "report.passed": "passed",
        "report.failed": "failed",
        "report.notGraded": "not graded",
        "report.cached": "(unchanged since the last run)",
        "report.checksSummary": "{passed} of {total} checks passed",
        "report.rule": "rule {id}: {title}",
        "report.expected": "expected:",
        "report.actual": "actual:",
        "report.uikitSaid": "UIKit said:",
        "report.hintTip": "Stuck? `kata hint {kata}` gives a hint, more each time.",
        "report.compilerSaid": "The compiler says:",
    ]
}
