import Foundation
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
    /// Every failing check in full; otherwise the first in full and the others one line each, so
    /// an untouched starter's first screen is readable (`--all`, key `a`).
    public let showAll: Bool
    /// Reads the learner's file for the lines around a finding's location (path as shown).
    public let readSource: @Sendable (String) -> [String]?

    public init(styler: Styler = .plain, width: Int = 100, texts: TextTable = LearnerText.table, showAll: Bool = false,
                readSource: @escaping @Sendable (String) -> [String]? = ResultText.readFromProject) {
        self.styler = styler
        self.width = width
        self.texts = texts
        self.showAll = showAll
        self.readSource = readSource
    }

    /// A path as the runner shows it: relative to the project (found from the current folder) or absolute.
    public static let readFromProject: @Sendable (String) -> [String]? = { path in
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : (Katas.projectRoot() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent(path)
        return (try? String(contentsOf: url, encoding: .utf8))?.components(separatedBy: "\n")
    }

    public func render(_ result: KataResult) -> String {
        var lines = [headline(result)]
        // The plain explanation first ("… does not compile: the compiler's errors follow"), then them.
        if let error = result.error, !error.isEmpty {
            lines.append("")
            lines.append(WorkflowSafeText.neutralize(UntrustedText.visible(error)))  // may quote the learner's crash text
        }
        if !result.compileDiagnostics.isEmpty {
            lines.append("")
            lines += result.compileDiagnostics.map { $0.rendered.isEmpty ? plain($0) : $0.rendered }
        }
        // Checks often fail for one cause and carry the same timeline: show it once.
        var shownTimelines: [[String]: String] = [:]
        var shownInFull = 0
        let nothingPassed = !result.checks.contains { $0.status == .pass }
        for check in result.checks {
            let full = check.status == .fail && (showAll || shownInFull == 0)
            if full { shownInFull += 1 }
            lines += full || check.status == .pass
                ? render(check, kata: result.kata, nothingPassed: nothingPassed, shownTimelines: &shownTimelines) : brief(check, of: result.kata)
        }
        let folded = result.checks.filter { $0.status == .fail }.count - shownInFull
        if folded > 0 {
            lines.append("")
            lines.append(styler.dim(LearnerText.message("workbook.moreChecks", ["count": "\(folded)", "kata": result.kata])))
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
        var extra = [texts.statusWord(result.status.rawValue)]
        if result.status != .error, !result.checks.isEmpty {
            let passed = result.checks.filter { $0.status == .pass }.count
            extra.append(LearnerText.message("workbook.checksPassed", ["passed": "\(passed)", "count": "\(result.checks.count)"]))
        }
        if result.cached { extra.append(LearnerText.message("workbook.unchanged")) }
        // Brackets and commas are the language's own: （未通过，6/8 个检查项） in Chinese.
        let details = texts.message("verdict.details", ["details": extra.joined(separator: texts.message("verdict.separator"))])
        return "\(mark) \(styler.bold(name))  \(details)"
    }

    private func render(_ check: CheckResult, kata: String = "", nothingPassed: Bool = false,
                        shownTimelines: inout [[String]: String]) -> [String] {
        let name = texts.checkLabel(check.name, ofKata: kata)
        guard check.status == .fail else { return ["  \(styler.green("✓")) \(name)"] }
        var lines = ["", "  \(styler.red("✗")) \(styler.bold(name))"]
        let finding = check.finding
        let message = check.message
        if !message.isEmpty { lines.append("    " + message) }
        if let location = check.location {
            lines += excerpt(location).map { "    " + $0 }
        }
        if let finding, !(finding.expected.isEmpty && finding.actual.isEmpty),
           let first = shownTimelines[finding.expected + ["\u{0}"] + finding.actual] {
            lines.append("    " + styler.dim(LearnerText.message("workbook.sameTimeline", ["check": first])))
        } else if let finding, !(finding.expected.isEmpty && finding.actual.isEmpty) {
            shownTimelines[finding.expected + ["\u{0}"] + finding.actual] = texts.checkTitle(check.name, ofKata: kata)
            lines.append("")
            lines += SideBySide.render(
                diff: TimelineDiff.rows(expected: finding.expected, actual: finding.actual), all: showAll,
                width: width - 4, styler: styler
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
        if nothingPassed, let start = texts.kataHints(kata).first {
            // An untouched starter: a rule's hint ("look at the first thing your method does")
            // assumes code that is not there yet; the kata's starting step does not.
            lines.append("    " + LearnerText.message("workbook.hintLine", ["hint": start]))
        } else if let first = rules.first, let hint = HintLadder(texts: texts).next(for: first, alreadyShown: 0) {
            lines.append("    " + LearnerText.message("workbook.hintLine", ["hint": hint.hint]))
        }
        return lines
    }

    /// A folded failing check: its name, message and place on one line. A check that did not run
    /// says so and why, with no place (nothing in the file is wrong yet).
    private func brief(_ check: CheckResult, of kata: String) -> [String] {
        if check.status == .notRun {
            let line = texts.message("checkNotRun.line", ["status": styler.dim(texts.statusWord(check.status.rawValue)), "reason": check.message])
            return ["  \(styler.dim("–")) \(styler.bold(texts.checkLabel(check.name, ofKata: kata))) — \(line)"]
        }
        let place = check.location.map { " " + styler.dim("(\($0.file):\($0.line))") } ?? ""
        return ["  \(styler.red("✗")) \(styler.bold(texts.checkLabel(check.name, ofKata: kata))) — \(check.message)\(place)"]
    }

    /// `File.swift:27` with the line and its neighbours, the line marked; the place alone when the
    /// file cannot be read.
    func excerpt(_ location: Finding.Location) -> [String] {
        var lines = [styler.bold("\(location.file):\(location.line)")]
        guard let source = readSource(location.file), location.line >= 1, location.line <= source.count else { return lines }
        let range = max(1, location.line - 2)...min(source.count, location.line + 2)
        let numberWidth = String(range.upperBound).count
        for number in range {
            let gutter = String(repeating: " ", count: numberWidth - String(number).count) + "\(number)"
            let text = source[number - 1]
            lines.append(number == location.line
                ? styler.red("→ ") + gutter + " │ " + styler.bold(text)
                : "  " + styler.dim(gutter + " │ ") + text)
        }
        return lines
    }

    private func plain(_ diagnostic: CompilerDiagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
