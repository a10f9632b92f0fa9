import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `kata hint` and the `h` key: one more hint for the first rule the kata's last result broke.
/// How many hints were shown is kept in the progress file, so "more each time" survives between
/// runs; the hints themselves come from `HintLadder` (the text tables).
public enum HintStep {
    public enum Outcome: Sendable, Equatable {
        /// A hint for the first broken rule (`step.level` of `step.total`).
        case hint(HintLadder.Step)
        /// The rule has no hint text at all.
        case noHintText(rule: RuleID)
        /// The kata passes: nothing to hint at.
        case passes
        /// The last result was an error (e.g. a compile error): no rule is broken yet.
        case noRule(reason: String)
        /// No rule to hint at, so a step of the kata's own ladder (its manifest's `hints`).
        case kataHint(text: String, level: Int, total: Int, reason: String)
    }

    /// Reveals the next hint, grading first when the kata has never been graded or the learner's
    /// file changed since its last verdict (a hint about an old version of the file misleads).
    public static func next(
        for kata: KataSpec, session: GradingSession, texts: TextTable = LearnerText.table
    ) async throws -> Outcome {
        let workbook = session.workbook
        var progress = workbook.store.load().state.progress(for: kata.id)
        var reason = ""
        let modified = FileStat.modificationDate(workbook.url(kata.learnerFile))
        // The progress file keeps whole seconds: a save within the second of grading is not "newer".
        let stale = progress.lastGraded.map { graded in modified.map { $0 > graded.addingTimeInterval(1) } ?? false } ?? true
        if progress.status == .notStarted || stale {
            let result = try await session.run(kata)
            if result.status == .error { reason = result.error ?? "" }
            progress = workbook.store.load().state.progress(for: kata.id)
        }
        switch progress.status {
        case .pass: return .passes
        case .error, .notStarted: return try kataHint(kata, workbook: workbook, texts: texts, reason: reason)
        case .fail:
            // Nothing passes yet (an untouched starter): a rule's hint assumes code that is not
            // there, so the kata's own ladder, whose first step is where to start.
            if progress.checksPassed == 0 { return try kataHint(kata, workbook: workbook, texts: texts, reason: reason) }
        }
        guard let rule = progress.brokenRules.first else { return try kataHint(kata, workbook: workbook, texts: texts, reason: reason) }
        let ladder = HintLadder(texts: texts)
        var step: HintLadder.Step?
        try workbook.updateState { state in
            var entry = state.progress(for: kata.id)
            if entry.hintRule != rule { entry.hintRule = rule; entry.hintLevel = 0 }
            step = ladder.next(for: rule, alreadyShown: entry.hintLevel)
            if let step { entry.hintLevel = step.shownAfter }
            state.katas[kata.id] = entry
        }
        guard let step else { return .noHintText(rule: rule) }
        return .hint(step)
    }

    /// The next step of the kata's own ladder (kept under no rule in the progress file).
    static func kataHint(_ kata: KataSpec, workbook: Workbook, texts: TextTable, reason: String) throws -> Outcome {
        let hints = kata.manifest.map { $0.hints[texts.language] ?? $0.hints[TextTable.baseLanguage] ?? [] } ?? []
        guard !hints.isEmpty else { return .noRule(reason: reason) }
        var level = 0
        try workbook.updateState { state in
            var entry = state.progress(for: kata.id)
            if entry.hintRule != nil { entry.hintRule = nil; entry.hintLevel = 0 }
            level = min(entry.hintLevel, hints.count - 1) + 1
            entry.hintLevel = level
            state.katas[kata.id] = entry
        }
        return .kataHint(text: hints[level - 1], level: level, total: hints.count, reason: reason)
    }
}
