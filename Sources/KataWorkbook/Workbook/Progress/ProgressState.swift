import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// What the workbook remembers between runs, per kata: how the last grading went, how far the
/// hint ladder has been climbed, and which kata the learner is on. Stored as `.kata-progress.json`
/// at the workbook root; small and human-readable on purpose.
public struct ProgressState: Codable, Sendable, Equatable {
    public struct KataProgress: Codable, Sendable, Equatable {
        public var status: LearnerStatus
        /// How many hints have been shown for `hintRule` (0 = none yet).
        public var hintLevel: Int
        /// The rule the hints are about; a different first broken rule starts the ladder again.
        public var hintRule: RuleID?
        /// Rules broken by the last grading, so `kata hint` needs no re-grade: the first failing
        /// check's rules first (graders list them most specific first), then the others, each once.
        public var brokenRules: [RuleID]
        public var lastGraded: Date?
        /// How many checks the last grading passed (nil after an error, or before this was kept).
        /// Zero means the learner has not started: hints begin with the kata's starting step.
        public var checksPassed: Int?

        public init(
            status: LearnerStatus = .notStarted, hintLevel: Int = 0, hintRule: RuleID? = nil,
            brokenRules: [RuleID] = [], lastGraded: Date? = nil
        ) {
            self.status = status
            self.hintLevel = hintLevel
            self.hintRule = hintRule
            self.brokenRules = brokenRules
            self.lastGraded = lastGraded
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            status = try c.decodeIfPresent(LearnerStatus.self, forKey: .status) ?? .notStarted
            hintLevel = max(0, try c.decodeIfPresent(Int.self, forKey: .hintLevel) ?? 0)
            hintRule = try? c.decodeIfPresent(RuleID.self, forKey: .hintRule)
            brokenRules = (try? c.decodeIfPresent([RuleID].self, forKey: .brokenRules)) ?? []
            lastGraded = try c.decodeIfPresent(Date.self, forKey: .lastGraded)
            checksPassed = try? c.decodeIfPresent(Int.self, forKey: .checksPassed)
        }
    }

    /// The format of this file; a newer unknown version is treated as damaged and rebuilt.
    public var version: Int
    /// The kata the workbook opens on.
    public var current: String?
    public var katas: [String: KataProgress]

    public static let currentVersion = 1

    public init(current: String? = nil, katas: [String: KataProgress] = [:]) {
        self.version = Self.currentVersion
        self.current = current
        self.katas = katas
    }

    public func progress(for kata: String) -> KataProgress { katas[kata] ?? KataProgress() }

    public func status(of kata: String) -> LearnerStatus { progress(for: kata).status }

    /// Records a grading: status and broken rules; the hint ladder restarts when the rule it was
    /// about is no longer the first one broken.
    public mutating func record(_ result: KataResult, at date: Date) {
        var entry = progress(for: result.kata)
        entry.status = LearnerStatus(result.status)
        entry.brokenRules = Self.brokenRulesInCheckOrder(result)
        entry.lastGraded = date
        entry.checksPassed = result.status == .error ? nil : result.checks.filter { $0.status == .pass }.count
        if entry.hintRule != entry.brokenRules.first {
            entry.hintRule = nil
            entry.hintLevel = 0
        }
        katas[result.kata] = entry
    }

    /// The failing checks' rules in the order the grader reported them, each once: the rule a
    /// hint is about is the first one the learner sees in `kata run`'s output.
    static func brokenRulesInCheckOrder(_ result: KataResult) -> [RuleID] {
        var seen = Set<RuleID>()
        return result.checks.filter { $0.status == .fail }
            .flatMap { $0.rules.isEmpty ? ($0.finding?.rules ?? []) : $0.rules }
            .filter { seen.insert($0).inserted }
    }

    /// Forgets a kata's grading and hints (after a reset the learner starts it over).
    public mutating func forget(_ kata: String) {
        katas[kata] = nil
    }
}
