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
    }

    /// Reveals the next hint, grading first when the kata has never been graded.
    public static func next(
        for kata: KataSpec, session: GradingSession, texts: TextTable = LearnerText.table
    ) async throws -> Outcome {
        let workbook = session.workbook
        var progress = workbook.store.load().state.progress(for: kata.id)
        if progress.status == .notStarted {
            let result = try await session.run(kata)
            if result.status == .error { return .noRule(reason: result.error ?? "") }
            progress = workbook.store.load().state.progress(for: kata.id)
        }
        switch progress.status {
        case .pass: return .passes
        case .error, .notStarted: return .noRule(reason: "")
        case .fail: break
        }
        guard let rule = progress.brokenRules.first else { return .noRule(reason: "") }
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
}
