import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The verdict for a person at a terminal: the kata's status, each check, and for a failure the
/// rule broken, the grader's message, expected vs actual timelines and UIKit's own words. All
/// wording comes from the text table; colour only when asked (the caller knows the terminal).
public struct TextReport: Sendable {
    public let texts: TextTable?
    public let color: Bool

    public init(texts: TextTable?, color: Bool) {
        self.texts = texts
        self.color = color
    }

    public func render(_ result: KataResult, kata: KataSpec) -> String {
        var lines: [String] = []
        let title = texts?.kata(kata.id).title ?? kata.id
        let heading = "\(kata.id)" + (title == kata.id ? "" : " — \(title)")
        switch result.status {
        case .pass: lines.append(paint("✔ ", .green) + bold(heading) + "  " + paint(text("report.passed"), .green))
        case .fail: lines.append(paint("✘ ", .red) + bold(heading) + "  " + paint(text("report.failed"), .red))
        case .error: lines.append(paint("⚠ ", .yellow) + bold(heading) + "  " + paint(text("report.notGraded"), .yellow))
        }

        if let error = result.error {
            lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        let compilerErrors = result.compileDiagnostics.filter { $0.severity != .note }
        if result.status == .error && !compilerErrors.isEmpty {
            lines.append("")
            lines += compilerErrors.flatMap { $0.rendered.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
        }

        for check in result.checks {
            if check.status == .pass {
                lines.append("  " + paint("✔", .green) + " " + check.name)
                continue
            }
            lines.append("  " + paint("✘", .red) + " " + bold(check.name) + (check.message.isEmpty ? "" : " — " + check.message))
            for rule in check.rules {
                let ruleTitle = texts?.rule(rule).title ?? rule.rawValue
                lines.append("      " + paint(text("report.rule", ["id": rule.rawValue, "title": ruleTitle]), .cyan))
            }
            if let finding = check.finding {
                if !finding.expected.isEmpty {
                    lines.append("      " + text("report.expected"))
                    lines += finding.expected.map { "        " + $0 }
                }
                if !finding.actual.isEmpty {
                    lines.append("      " + text("report.actual"))
                    lines += finding.actual.map { "        " + $0 }
                }
                if !finding.diagnostics.isEmpty {
                    lines.append("      " + text("report.uikitSaid"))
                    lines += finding.diagnostics.map { "        " + $0 }
                }
            }
        }
        if !result.checks.isEmpty {
            let passed = result.checks.filter { $0.status == .pass }.count
            lines.append("  " + text("report.checksSummary", ["passed": "\(passed)", "total": "\(kata.checks.count)"]))
        }
        if result.status == .fail {
            lines.append("  " + paint(text("report.hintTip", ["kata": kata.id]), .dim))
        }
        if result.cached {
            lines.append("  " + paint(text("report.cached"), .dim))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func text(_ key: String, _ args: [String: String] = [:]) -> String {
        if let texts {
            let value = texts.message(key, args)
            if value != key { return value }
        }
        return EngineText.message(key, args)
    }

    enum Style: String { case red = "31", green = "32", yellow = "33", cyan = "36", dim = "2", bold = "1" }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func bold(_ text: String) -> String { paint(text, .bold) }
}
