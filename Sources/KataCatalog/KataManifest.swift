import Foundation

/// A kata's manifest, `Exercises/<id>/kata.json`: the one place that says what the kata is. The
/// runner, `kata list`, `kata rules`, the docs' tables, `kata dev check` and the tests that grade
/// every fixture all read it; nothing else lists the katas.
///
/// Texts (`title`, `summary`, `hints`, `messages`) are keyed by language (`en`, `zh-Hans`); English
/// is required, any other language may leave a text out and English shows instead.
public struct KataManifest: Codable, Sendable, Equatable {
    /// The kata's stable ID; also its folder name under `Exercises/` and `Solutions/`, and (in
    /// UpperCamelCase) the name of its grader suite, `<Id>Grader`, in `Sources/KataGraders/<id>/`.
    public var id: String
    /// Position in the workbook's teaching order (1 first).
    public var order: Int
    public var title: [String: String]
    public var summary: [String: String]
    /// The file the learner edits, inside `Exercises/<id>/` (and the solution's name in `Solutions/<id>/`).
    public var learnerFile: String
    /// The learner's type the grader binds to; `ContainerViewController` when absent.
    public var learnerType: String?
    /// The learner's method the kata exercises (`displayContentController`): where a finding
    /// points when the grader saw no learner call to point at.
    public var entryPoint: String?
    /// Read-only companion files in `Exercises/<id>/`, compiled with the learner's file; grading
    /// uses the kata's own copies, never a learner's edited ones.
    public var givenFiles: [String]?
    /// The rules the kata teaches.
    public var rules: [RuleID]
    /// Every grader check (a `@Test` function of the grader suite) and the rules it may cite.
    public var checks: [Check]
    /// The hint ladder by language: from a question, to the idea, to the exact API.
    public var hints: [String: [String]]
    /// The grader's check messages by language, then by message key (`{name}` placeholders).
    public var messages: [String: [String: String]]?
    /// Swift source that binds the learner's type to the grader; generated when absent.
    public var contract: [String]?

    public struct Check: Codable, Sendable, Equatable {
        public var name: String
        /// What the check proves, in plain words by language: shown to people instead of the
        /// Swift function name, which reads as noise to a learner (above all in Chinese).
        public var title: [String: String]?
        public var rules: [RuleID]

        public init(name: String, title: [String: String]? = nil, rules: [RuleID]) {
            self.name = name
            self.title = title
            self.rules = rules
        }

        /// The title in `language`, else in English; nil when neither is written.
        public func title(language: String) -> String? {
            [title?[language], title?["en"]].compactMap { $0 }.first { !$0.isEmpty }
        }
    }

    public init(
        id: String, order: Int, title: [String: String], summary: [String: String],
        learnerFile: String = "ContainerViewController.swift", learnerType: String? = nil,
        givenFiles: [String]? = nil, rules: [RuleID], checks: [Check], hints: [String: [String]],
        messages: [String: [String: String]]? = nil, contract: [String]? = nil
    ) {
        self.id = id
        self.order = order
        self.title = title
        self.summary = summary
        self.learnerFile = learnerFile
        self.learnerType = learnerType
        self.givenFiles = givenFiles
        self.rules = rules
        self.checks = checks
        self.hints = hints
        self.messages = messages
        self.contract = contract
    }

    /// `add-child` → `AddChild`: the prefix of the grader's Swift names.
    public static func typeName(forID id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
