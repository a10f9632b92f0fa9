import KataCatalog

/// Hands out a rule's hints one rung at a time ("more each time"): first a nudge, then the
/// concept, then nearly the code. The caller stores how many were shown (the workbook keeps it in
/// its progress file), so the ladder itself holds no state.
public struct HintLadder: Sendable {
    /// One hint, with where it sits on the ladder.
    public struct Step: Sendable, Equatable {
        public let rule: RuleID
        public let hint: String
        /// 1-based rung of this hint.
        public let level: Int
        /// How many hints the rule has.
        public let total: Int
        /// True while a more detailed hint is still to come.
        public var hasMore: Bool { level < total }
        /// What the caller should store as "already shown" after showing this hint.
        public var shownAfter: Int { level }
    }

    public let texts: TextTable

    public init(texts: TextTable) {
        self.texts = texts
    }

    /// The hint after the `alreadyShown` first ones. Once all are shown the most detailed one is
    /// repeated (asking again should still help). Nil only if the rule has no hints at all.
    public func next(for rule: RuleID, alreadyShown: Int) -> Step? {
        let hints = texts.rule(rule).hints
        guard !hints.isEmpty else { return nil }
        let index = min(max(alreadyShown, 0), hints.count - 1)
        return Step(rule: rule, hint: hints[index], level: index + 1, total: hints.count)
    }
}
