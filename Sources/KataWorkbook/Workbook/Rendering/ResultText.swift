import Foundation
import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// The learner's view of one verdict (`kata run`, watch mode): for each failing check what was
/// expected beside what happened, the rule it breaks (ID and title) and the first hint; UIKit's
/// own exception and warning text; compile errors as the compiler printed them.
///
/// By default the verdict is one screen (`width` × `height`): the status line, the first failing
/// check in full (message, its line with one line of context each side, the window of the
/// timelines around the first difference, rule and hint) and the other checks one row each.
/// `showAll` (`--all`, key `a`) shows every failing check and whole timelines.
public struct ResultText: Sendable {
    public let styler: Styler
    /// Terminal columns: every row is fitted to them.
    public let width: Int
    /// Terminal rows the verdict may take (nil: no limit). The verdict leaves one for the cursor.
    public let height: Int?
    public let texts: TextTable
    /// Every failing check in full; otherwise the first in full and the others one line each, so
    /// an untouched starter's first screen is readable (`--all`, key `a`).
    public let showAll: Bool
    /// Reads the learner's file for the lines around a finding's location (path as shown).
    public let readSource: @Sendable (String) -> [String]?

    public init(styler: Styler = .plain, width: Int = ScreenFit.minimumWidth, height: Int? = ScreenFit.minimumHeight,
                texts: TextTable = LearnerText.table, showAll: Bool = false,
                readSource: @escaping @Sendable (String) -> [String]? = ResultText.readFromProject) {
        self.styler = styler
        self.width = max(40, width)
        self.height = height
        self.texts = texts
        self.showAll = showAll
        self.readSource = readSource
    }

    /// The same renderer with fewer rows (watch mode keeps its banner above the verdict) or with
    /// everything shown.
    public func with(height: Int?, showAll: Bool? = nil) -> ResultText {
        ResultText(styler: styler, width: width, height: height, texts: texts, showAll: showAll ?? self.showAll,
                   readSource: readSource)
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
            // May quote the learner's crash text.
            lines += ScreenFit.wrap(WorkflowSafeText.neutralize(UntrustedText.visible(error)), width: width)
        }
        if !result.compileDiagnostics.isEmpty {
            lines.append("")
            lines += result.compileDiagnostics.map { $0.rendered.isEmpty ? plain($0) : $0.rendered }
        }
        // UIKit's words no check reported come last, on the first screen too.
        var trailer: [String] = []
        let reported = Set(result.checks.flatMap { $0.finding?.diagnostics ?? [] })
        let unreported = result.diagnostics.filter { !reported.contains($0) }
        if !unreported.isEmpty {
            trailer.append("")
            trailer.append(styler.bold(ScreenFit.clip(texts.message("workbook.uikitSaid"), width: width)))
            trailer += unreported.flatMap { ScreenFit.wrap("  " + $0, width: width) }
        }
        let failing = result.checks.filter { $0.status == .fail }
        if showAll || height == nil {
            lines += everything(result)
        } else if let first = failing.first {
            let used = ScreenFit.rows(lines + trailer, width: width)
            lines += firstScreen(result, first: first, budget: (height ?? 0) - 1 - used)
        } else {
            var shown: [[String]: String] = [:]
            for check in result.checks { lines += render(check, of: result.kata, timelineRows: nil, shownTimelines: &shown) }
        }
        return (lines + trailer).joined(separator: "\n")
    }

    /// Every check, failing ones in full (`--all`), or the first in full and the others one row
    /// each when no height limits the verdict.
    private func everything(_ result: KataResult) -> [String] {
        var lines: [String] = []
        // Checks often fail for one cause and carry the same timeline: show it once.
        var shownTimelines: [[String]: String] = [:]
        var shownInFull = 0
        for check in result.checks {
            let full = check.status == .fail && (showAll || shownInFull == 0)
            if full { shownInFull += 1 }
            lines += full || check.status == .pass
                ? render(check, of: result.kata, timelineRows: nil, nothingPassed: !result.checks.contains { $0.status == .pass },
                         shownTimelines: &shownTimelines) : [brief(check, of: result.kata)]
        }
        let folded = result.checks.filter { $0.status == .fail }.count - shownInFull
        if folded > 0 { lines += moreChecks(folded, kata: result.kata) }
        return lines
    }

    /// One screen: the first failing check in full, its timeline window as tall as the rows left
    /// allow, then the other failing checks one row each while they fit, the passing ones in one
    /// row. When even that is too tall (long sentences, Chinese), it tightens step by step: a
    /// smaller timeline window and no row of passing checks, then no blank rows and only the
    /// learner's line itself.
    private func firstScreen(_ result: KataResult, first: CheckResult, budget: Int) -> [String] {
        var lines: [String] = []
        for tightness in Tightness.allCases {
            lines = firstScreen(result, first: first, budget: budget, tightness: tightness)
            if ScreenFit.rows(lines, width: width) <= budget { break }
        }
        return lines
    }

    /// How hard the first screen is squeezed to fit.
    enum Tightness: Int, CaseIterable {
        case roomy, small, tight, tightest, minimal
        /// The fewest rows the timeline block takes: (a blank row,) the heading and its rule, the
        /// rows said to be left out and at least the first difference; none at all when minimal
        /// (a long message and UIKit's words come first; `a` shows the timeline).
        var minimumTimelineRows: Int { [8, 6, 5, 5, 0][rawValue] }
        /// UIKit's messages shown, one row each (the rest counted).
        var diagnostics: Int { [3, 2, 2, 1, 1][rawValue] }
        /// No blank rows.
        var compact: Bool { rawValue >= Tightness.tight.rawValue }
        /// Lines of the learner's file shown each side of the line pointed at.
        var context: Int { self == .tightest ? 0 : 1 }
    }

    private func firstScreen(_ result: KataResult, first: CheckResult, budget: Int, tightness: Tightness) -> [String] {
        let others = result.checks.filter { $0.status == .fail && $0.name != first.name }
        let passed = result.checks.filter { $0.status == .pass }
        var tail: [String] = []
        if !passed.isEmpty, tightness == .roomy {
            tail.append(ScreenFit.clip("  " + styler.green("✓") + " " + passed.map { texts.checkLabel($0.name, ofKata: result.kata) }.joined(separator: ", "), width: width))
        }
        // Checks that could not run yet: one row, their status word and names (never a place).
        let notRun = result.checks.filter { $0.status == .notRun }
        if !notRun.isEmpty, !tightness.compact {
            // "not run: A, B" in the language's own punctuation (未运行：A，B).
            let names = notRun.map { texts.checkLabel($0.name, ofKata: result.kata) }.joined(separator: texts.message("verdict.separator"))
            tail.append(ScreenFit.clip("  " + styler.dim("– " + texts.message("checkNotRun.line", [
                "status": texts.statusWord(CheckResult.Status.notRun.rawValue), "reason": names])), width: width))
        }
        var shown: [[String]: String] = [:]
        let fixed = render(first, of: result.kata, timelineRows: 0, tightness: tightness, nothingPassed: passed.isEmpty, shownTimelines: &shown)
        let withoutTimeline = ScreenFit.rows(fixed + tail, width: width)
        // Room for the other failing checks' rows and the line that says how to see them all.
        let moreRows = others.isEmpty ? 0 : max(
            ScreenFit.rows(moreChecks(others.count, kata: result.kata), width: width),
            ScreenFit.rows(moreChecks(others.count, kata: result.kata, hidden: true), width: width))
        var timelineRows = budget - withoutTimeline - moreRows
        let briefs = others.map { brief($0, of: result.kata) }
        var shownBriefs = 0
        // The timeline keeps at least a few rows of its window; each other check takes one row of the rest.
        let timelineWanted = timeline(first.finding, maxRows: nil).count + 1
        while shownBriefs < briefs.count, timelineRows - 1 >= min(timelineWanted, tightness.minimumTimelineRows) {
            timelineRows -= 1
            shownBriefs += 1
        }
        let rows = tightness == .minimal ? 0 : max(tightness.minimumTimelineRows, timelineRows)
        var lines = render(first, of: result.kata, timelineRows: rows, tightness: tightness, nothingPassed: passed.isEmpty,
                           shownTimelines: &shown)
        lines += briefs.prefix(shownBriefs)
        lines += tail
        if shownBriefs < others.count {
            lines += moreChecks(others.count - shownBriefs, kata: result.kata, hidden: true)
        } else if !others.isEmpty {
            lines += moreChecks(others.count, kata: result.kata)
        }
        return lines
    }

    /// How many failing checks are shown one row each (or, `hidden`, not at all) and how to see them.
    private func moreChecks(_ count: Int, kata: String, hidden: Bool = false) -> [String] {
        ScreenFit.wrap(texts.message(hidden ? "page.moreChecksHidden" : "workbook.moreChecks", ["count": "\(count)", "kata": kata]),
                       width: width)
            .map { styler.dim($0) }
    }

    private func headline(_ result: KataResult) -> String {
        let title = texts.kata(result.kata).title
        let mark = styler.status(LearnerStatus(result.status))
        var extra = [texts.statusWord(result.status.rawValue)]
        if result.status != .error, !result.checks.isEmpty {
            let passed = result.checks.filter { $0.status == .pass }.count
            extra.append(texts.message("workbook.checksPassed", ["passed": "\(passed)", "count": "\(result.checks.count)"]))
        }
        if result.cached { extra.append(texts.message("workbook.unchanged")) }
        // Brackets and commas are the language's own: （未通过，6/8 个检查项） in Chinese.
        let details = texts.message("verdict.details", ["details": extra.joined(separator: texts.message("verdict.separator"))])
        // The kata's title gives way first when the row is narrow.
        let fixed = "✗ \(result.kata)  \(details)"
        let room = width - DisplayWidth.of(fixed) - DisplayWidth.of(" — ")
        let name = title == result.kata || room < 8 ? result.kata : "\(result.kata) — \(ScreenFit.clip(title, width: room))"
        return "\(mark) \(styler.bold(name))  \(details)"
    }

    /// A check in full. `timelineRows`: the rows its timeline window may take (nil: all of it).
    /// `tightness`: how the first screen is squeezed (ignored when `timelineRows` is nil: all of it).
    private func render(_ check: CheckResult, of kata: String, timelineRows: Int?, tightness: Tightness = .roomy,
                        nothingPassed: Bool = false, shownTimelines: inout [[String]: String]) -> [String] {
        // A check that did not run is never shown as passed (issue 19 item 7).
        if check.status == .notRun { return [brief(check, of: kata)] }
        let name = texts.checkLabel(check.name, ofKata: kata)
        guard check.status == .fail else { return [ScreenFit.clip("  \(styler.green("✓")) \(name)", width: width)] }
        let blank = tightness.compact ? [] : [""]
        var lines = blank + [ScreenFit.clip("  \(styler.red("✗")) \(styler.bold(name))", width: width)]
        let finding = check.finding
        let message = check.message
        if !message.isEmpty { lines += ScreenFit.wrap("    " + message, width: width) }
        if let location = check.location {
            lines += excerpt(location, context: timelineRows == nil ? 2 : tightness.context).map { ScreenFit.clip("    " + $0, width: width) }
        }
        let key = (finding?.expected ?? []) + ["\u{0}"] + (finding?.actual ?? [])
        if let finding, !(finding.expected.isEmpty && finding.actual.isEmpty), let first = shownTimelines[key] {
            lines += ScreenFit.wrap("    " + styler.dim(texts.message("workbook.sameTimeline", ["check": first])), width: width)
        } else if timelineRows == 0, tightness == .minimal, let finding, !(finding.expected.isEmpty && finding.actual.isEmpty) {
            // No room for the window: say where the timeline is.
            let count = max(finding.expected.count, finding.actual.count)
            lines.append("      " + styler.dim(ScreenFit.clip(texts.message("timeline.moreRowsHidden", ["count": "\(count)"]), width: width - 6)))
        } else if timelineRows != 0, let finding, !(finding.expected.isEmpty && finding.actual.isEmpty) {
            shownTimelines[key] = texts.checkTitle(check.name, ofKata: kata)
            lines += blank
            lines += timeline(finding, maxRows: timelineRows.map { $0 - blank.count })
        }
        if let diagnostics = finding?.diagnostics, !diagnostics.isEmpty {
            lines.append(ScreenFit.clip("    " + texts.message("workbook.uikitSaid"), width: width))
            if timelineRows == nil {
                lines += diagnostics.flatMap { ScreenFit.wrap("      " + $0, width: width).map { styler.yellow($0) } }
            } else {
                // On the first screen: the first few, one row each, and how many more there are.
                let shown = Array(diagnostics.prefix(tightness.diagnostics))
                lines += shown.map { styler.yellow(ScreenFit.clip("      " + $0, width: width)) }
                if diagnostics.count > shown.count { lines.append(styler.dim("      … +\(diagnostics.count - shown.count)")) }
            }
        }
        let rules = check.rules.isEmpty ? (finding?.rules ?? []) : check.rules
        for rule in rules {
            lines += ScreenFit.wrap("    " + texts.message(
                "workbook.ruleLine", ["id": styler.bold(rule.rawValue), "title": texts.rule(rule).title]), width: width)
        }
        if nothingPassed, let start = texts.kataHints(kata).first {
            // An untouched starter: a rule's hint ("look at the first thing your method does")
            // assumes code that is not there yet; the kata's starting step does not.
            lines += ScreenFit.wrap("    " + texts.message("workbook.hintLine", ["hint": start]), width: width)
        } else if let first = rules.first, let hint = HintLadder(texts: texts).next(for: first, alreadyShown: 0) {
            lines += ScreenFit.wrap("    " + texts.message("workbook.hintLine", ["hint": hint.hint]), width: width)
        }
        return lines
    }

    /// The finding's timelines as a diff (`TimelineDiff`), side by side, in at most `maxRows` rows
    /// (nil: all of them): the window around the first difference, the rows left out said in one
    /// line each side. The one place the verdict lays out timelines.
    func timeline(_ finding: Finding?, maxRows: Int?) -> [String] {
        guard let finding, !(finding.expected.isEmpty && finding.actual.isEmpty) else { return [] }
        // Heading (2 rows) and up to two "… N rows" lines around the window.
        let limit = maxRows.map { max(1, $0 - 4) }
        return SideBySide.render(
            diff: TimelineDiff.rows(expected: finding.expected, actual: finding.actual), all: maxRows == nil,
            limit: limit, width: width - 4, styler: styler,
            headings: (texts.message("workbook.expected"), texts.message("workbook.actual")), texts: texts
        ).map { "    " + $0 }
    }

    /// A folded failing check: its name, message and place on one row.
    private func brief(_ check: CheckResult, of kata: String) -> String {
        let name = texts.checkLabel(check.name, ofKata: kata)
        // A check that did not run says so and why, with no place (nothing in the file is wrong yet).
        if check.status == .notRun {
            let line = texts.message("checkNotRun.line", ["status": texts.statusWord(check.status.rawValue), "reason": check.message])
            return styler.dim(ScreenFit.clip("  – \(name) — \(line)", width: width))
        }
        let text = "  ✗ \(name) — \(check.message)"
        // The whole path when the row has room for it, else the file's name.
        var place = check.location.map { " (\($0.file):\($0.line))" } ?? ""
        if DisplayWidth.of(text + place) > width, let location = check.location {
            place = " (\((location.file as NSString).lastPathComponent):\(location.line))"
        }
        let room = width - DisplayWidth.of(place)
        let fitted = DisplayWidth.of(text) <= room ? text : ScreenFit.clip(text, width: max(20, room))
        return fitted.replacingOccurrences(of: "✗ \(name)", with: "\(styler.red("✗")) \(styler.bold(name))")
            + (place.isEmpty ? "" : styler.dim(place))
    }

    /// `File.swift:27` with the line and `context` lines each side, the line marked; the place
    /// alone when the file cannot be read.
    func excerpt(_ location: Finding.Location, context: Int = 2) -> [String] {
        // A long path gives way to the file's name: the row must not wrap.
        let place = "\(location.file):\(location.line)"
        var lines = [styler.bold(DisplayWidth.of(place) <= width - 4 ? place
            : "\((location.file as NSString).lastPathComponent):\(location.line)")]
        guard let source = readSource(location.file), location.line >= 1, location.line <= source.count else { return lines }
        let range = max(1, location.line - context)...min(source.count, location.line + context)
        let numberWidth = String(range.upperBound).count
        for number in range {
            let gutter = String(repeating: " ", count: numberWidth - String(number).count) + "\(number)"
            let text = ScreenFit.clip(source[number - 1], width: width - 4 - numberWidth - 5)
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
