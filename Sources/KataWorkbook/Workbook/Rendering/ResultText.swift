import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// The learner's view of one verdict (`kata run`, watch mode): for each failing check what was
/// expected beside what happened, the rule it breaks (ID and title) and the first hint; UIKit's
/// own exception and warning text; compile errors as the compiler printed them.
public struct ResultText: Sendable {
    public let styler: Styler
    /// Terminal columns, for the side-by-side timelines.
    public let width: Int
    public let texts: TextTable

    public init(styler: Styler = .plain, width: Int = 100, texts: TextTable = LearnerText.table) {
        self.styler = styler
        self.width = width
        self.texts = texts
    }

    public func render(_ result: KataResult) -> String {
        var lines = [headline(result)]
        // The plain explanation first ("… does not compile: the compiler's errors follow"), then them.
        if let error = result.error, !error.isEmpty {
            lines.append("")
            lines.append(error)
        }
        if !result.compileDiagnostics.isEmpty {
            lines.append("")
            lines += result.compileDiagnostics.map { $0.rendered.isEmpty ? plain($0) : $0.rendered }
        }
        // Checks often fail for one cause and carry the same timeline: show it once.
        var shownTimelines: [[String]: String] = [:]
        for check in result.checks {
            lines += render(check, shownTimelines: &shownTimelines)
        }
        let reported = Set(result.checks.flatMap { $0.finding?.diagnostics ?? [] })
        let unreported = result.diagnostics.filter { !reported.contains($0) }
        if !unreported.isEmpty {
            lines.append("")
            lines.append(styler.bold(LearnerText.message("workbook.uikitSaid")))
            lines += unreported.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private func headline(_ result: KataResult) -> String {
        let title = texts.kata(result.kata).title
        let mark = styler.status(LearnerStatus(result.status))
        let name = title == result.kata ? result.kata : "\(result.kata) — \(title)"
        var extra = result.status.rawValue
        if result.status != .error, !result.checks.isEmpty {
            let passed = result.checks.filter { $0.status == .pass }.count
            extra += ", " + LearnerText.message("workbook.checksPassed", ["passed": "\(passed)", "count": "\(result.checks.count)"])
        }
        if result.cached { extra += ", " + LearnerText.message("workbook.unchanged") }
        return "\(mark) \(styler.bold(name))  (\(extra))"
    }

    private func render(_ check: CheckResult, shownTimelines: inout [[String]: String]) -> [String] {
        guard check.status == .fail else { return ["  \(styler.green("✓")) \(check.name)"] }
        var lines = ["", "  \(styler.red("✗")) \(styler.bold(check.name))"]
        let finding = check.finding
        let message = check.message
        if !message.isEmpty { lines.append("    " + message) }
        if let finding, !(finding.expected.isEmpty && finding.actual.isEmpty),
           let first = shownTimelines[finding.expected + ["\u{0}"] + finding.actual] {
            lines.append("    " + styler.dim(LearnerText.message("workbook.sameTimeline", ["check": first])))
        } else if let finding, !(finding.expected.isEmpty && finding.actual.isEmpty) {
            shownTimelines[finding.expected + ["\u{0}"] + finding.actual] = check.name
            lines.append("")
            lines += SideBySide.render(
                expected: finding.expected, actual: finding.actual, width: width - 4, styler: styler,
                headings: (LearnerText.message("workbook.expected"), LearnerText.message("workbook.actual"))
            ).map { "    " + $0 }
        }
        if let diagnostics = finding?.diagnostics, !diagnostics.isEmpty {
            lines.append("    " + LearnerText.message("workbook.uikitSaid"))
            lines += diagnostics.map { "      " + styler.yellow($0) }
        }
        let rules = check.rules.isEmpty ? (finding?.rules ?? []) : check.rules
        for rule in rules {
            lines.append("    " + LearnerText.message("workbook.ruleLine", ["id": styler.bold(rule.rawValue), "title": texts.rule(rule).title]))
        }
        if let first = rules.first, let hint = HintLadder(texts: texts).next(for: first, alreadyShown: 0) {
            lines.append("    " + LearnerText.message("workbook.hintLine", ["hint": hint.hint]))
        }
        return lines
    }

    private func plain(_ diagnostic: CompilerDiagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
