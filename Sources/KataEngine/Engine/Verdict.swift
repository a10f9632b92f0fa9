import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Decides a kata's status from the event stream and how the program ended. A pass needs proof:
/// every check in the spec started and ended with no failing issue, and the run ended. A check
/// the grader marked as not applicable is "not run": it is not a pass, so the kata fails. Anything
/// else that is not a clean failure is an error with a plain explanation. Console output is
/// never read for the verdict (a learner can print anything).
enum Verdict {
    static func decide(
        kata: KataSpec, summary: EventStream.Summary, run: ProcessResult, learnerFileName: String = "",
        learnerPath: String, displayPath: String, limits: RunLimits
    ) -> KataResult {
        let outcomes = kata.checks.map { check in
            (check, summary.outcome(module: GraderBuild.graderModule, suite: kata.graderSuite, check: check.name))
        }
        // Looked for (reading the learner's file again) only when a failing check needs it.
        var fallback: Finding.Location??
        let finished = outcomes.compactMap { check, outcome in
            outcome.flatMap { $0.started && $0.ended ? checkResult(check, $0, kata: kata, learnerFileName: learnerFileName, displayPath: displayPath) : nil }
        }.map { check -> CheckResult in
            var check = check
            if check.status == .fail, check.location == nil {
                if fallback == nil { fallback = .some(FallbackLocation.find(in: learnerPath, kata: kata, displayPath: displayPath)) }
                check.location = fallback ?? nil
            }
            return check
        }
        let diagnostics = unique(finished.flatMap { $0.finding?.diagnostics ?? [] })
        func error(_ text: String) -> KataResult {
            KataResult(kata: kata.id, status: .error, checks: finished, error: text, diagnostics: diagnostics)
        }

        switch run.termination {
        case .launchFailed(let reason):
            return error(EngineText.message("engine.launchFailed", ["reason": reason]))
        case .timedOut:
            return error(EngineText.message("engine.hung", ["seconds": format(limits.timeout)]))
        case .signaled(let signal):
            var text = EngineText.message("engine.crashed", ["signal": "\(signal)", "name": Platform.signalName(signal)])
            let tail = CrashReport.relevantLines(stderr: run.stderr, learnerPath: learnerPath, displayPath: displayPath)
            if !tail.isEmpty { text += "\n" + tail.joined(separator: "\n") }
            return error(text)
        case .exited(let code):
            // A check that could not apply ended with an issue too (the grader's not-run marker).
            let anyFailure = finished.contains { $0.status != .pass }
            guard summary.runEnded, code == 0 || (code == 1 && anyFailure) else {
                var text = EngineText.message("engine.exitedEarly", ["code": "\(code)"])
                let tail = CrashReport.relevantLines(stderr: run.stderr, learnerPath: learnerPath, displayPath: displayPath)
                if !tail.isEmpty { text += "\n" + tail.joined(separator: "\n") }
                return error(text)
            }
            let missing = outcomes.filter { _, outcome in !(outcome.map { $0.started && $0.ended } ?? false) }
            guard missing.isEmpty else {
                return error(EngineText.message("engine.missingChecks", ["checks": missing.map(\.0.name).joined(separator: ", ")]))
            }
            return KataResult(kata: kata.id, status: anyFailure ? .fail : .pass, checks: finished, diagnostics: diagnostics)
        }
    }

    /// The submission's deadline passed before the program could run.
    static func timedOut(kata: KataSpec, limits: RunLimits) -> KataResult {
        KataResult(kata: kata.id, status: .error, error: EngineText.message("engine.hung", ["seconds": format(limits.timeout)]))
    }

    /// One finished check: pass, or fail with the grader's finding (or Testing's own text).
    static func checkResult(
        _ check: CheckSpec, _ outcome: EventStream.TestOutcome, kata: KataSpec,
        learnerFileName: String = "", displayPath: String = ""
    ) -> CheckResult {
        let failures = outcome.failures
        guard !failures.isEmpty else { return CheckResult(name: check.name, status: .pass) }
        let notRun = failures.map { $0.comments.lazy.compactMap(FindingMessage.notRun(fromComment:)).first }
        if let reason = notRun.first ?? nil, notRun.allSatisfy({ $0 != nil }) {
            // The reason travels as a rule-less finding, so machine readers get its key too.
            return CheckResult(name: check.name, status: .notRun, message: EngineText.findingMessage(reason, kata: kata),
                               finding: Finding(rules: [], message: reason))
        }
        let findings = failures.compactMap(\.finding)
        let rules = unique(findings.flatMap(\.rules))
        let message = findings.first.map { EngineText.findingMessage($0.message, kata: kata) }
            ?? failures.map { ([$0.text] + $0.comments).filter { !$0.isEmpty }.joined(separator: " — ") }.joined(separator: "\n")
        // The grader names the file as compiled; the learner knows it by their own path.
        let location = findings.lazy.compactMap(\.location).first { $0.file == learnerFileName }
            .map { Finding.Location(file: displayPath, line: $0.line, column: $0.column) }
        return CheckResult(name: check.name, status: .fail, rules: rules, message: message, finding: findings.first,
                           location: location)
    }

    static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }

    /// "20" for 20.0, "0.5" for 0.5.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// Where a failing check points when the grader saw no learner call: the kata's entry-point method
/// in the learner's file (`func displayContentController(`), else the learner type's declaration —
/// a place that is never wrong, found in the source text.
enum FallbackLocation {
    static func find(in learnerPath: String, kata: KataSpec, displayPath: String) -> Finding.Location? {
        guard let source = try? String(contentsOfFile: learnerPath, encoding: .utf8) else { return nil }
        let lines = source.components(separatedBy: "\n")
        let type = kata.manifest?.learnerType ?? "ContainerViewController"
        let patterns = (kata.manifest?.entryPoint.map { ["func \($0)("] } ?? []) + ["class \(type)", "extension \(type)"]
        for pattern in patterns {
            for (index, line) in lines.enumerated() {
                let code = SourceBody.code(of: line)
                if let range = code.range(of: pattern) {
                    // The entry point gave up early: its exit is the line to look at.
                    if pattern.hasPrefix("func "), let exit = EarlyExit.line(inMethodAt: index + 1, of: lines) {
                        return Finding.Location(file: displayPath, line: exit)
                    }
                    return Finding.Location(file: displayPath, line: index + 1,
                                            column: code.distance(from: code.startIndex, to: range.lowerBound) + 1)
                }
            }
        }
        return nil
    }
}

/// Picks from a crashed program's stderr the lines that help a learner: Swift's "Fatal error"
/// line and anything naming their file, shown with the learner's path.
enum CrashReport {
    static func relevantLines(stderr: Data, learnerPath: String, displayPath: String, limit: Int = 5) -> [String] {
        let fileName = URL(fileURLWithPath: learnerPath).lastPathComponent
        let lines = String(decoding: stderr, as: UTF8.self).split(separator: "\n").map(String.init)
        let relevant = lines.filter { line in
            line.contains(learnerPath) || line.contains(fileName) || line.contains("Fatal error")
                || line.contains("Precondition failed") || line.contains("Assertion failed")
        }
        return relevant.suffix(limit).map { line in
            CompilerOutput.relabel(line, path: learnerPath, as: displayPath)
                .replacingOccurrences(of: "\(GraderBuild.learnerModule)/\(fileName)", with: displayPath)
        }
    }
}
