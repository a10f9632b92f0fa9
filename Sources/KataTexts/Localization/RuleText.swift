import KataCatalog

/// A rule's learner-facing words in one language. Structural facts (group, guide section,
/// mistakes) stay in `RuleID.info`, because they never need translating.
public struct RuleText: Sendable, Equatable {
    public let id: RuleID
    /// The rule in one line.
    public let title: String
    /// What UIKit does and why the rule exists (2–4 sentences).
    public let explanation: String
    /// What the learner would see on a device when the rule is broken ("" when none is known).
    public let symptom: String
    /// A short Swift snippet that breaks the rule, taken from real mistakes.
    public let wrong: String
    /// The same snippet, corrected.
    public let right: String
    /// Hints in increasing detail: a nudge, the concept, then nearly the code.
    public let hints: [String]
    /// Where the rule comes from, for people ("Apple's guide, Listing 5-1"); falls back to
    /// `RuleInfo.guideSection`.
    public let guide: String

    public init(
        id: RuleID, title: String, explanation: String, symptom: String,
        wrong: String, right: String, hints: [String], guide: String = ""
    ) {
        self.id = id
        self.title = title
        self.explanation = explanation
        self.symptom = symptom
        self.wrong = wrong
        self.right = right
        self.hints = hints
        self.guide = guide
    }
}

/// A kata's learner-facing title and one-line summary in one language.
public struct KataText: Sendable, Equatable {
    public let id: String
    public let title: String
    public let summary: String

    public init(id: String, title: String, summary: String) {
        self.id = id
        self.title = title
        self.summary = summary
    }
}
