import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The words of the gradebook, in one language. A rule's title, hint and guide reference come from
/// the runner's text tables (`Texts/<lang>/rules.json`; when a rule has none yet the reports show
/// the rule ID alone rather than inventing English here); the gradebook's own sentences and headings
/// are `classroom.*`, `summary.*` and `report.*` keys of `Texts/<lang>/messages.json`. Machine
/// fields (CSV column names, statuses, rule IDs, JSON keys) never go through here.
public struct ClassroomTexts: Sendable {
    public var title: @Sendable (RuleID) -> String?
    public var hint: @Sendable (RuleID) -> String?
    /// Where Apple's guide explains the rule; nil: the catalog's reference (`RuleInfo.guideSection`).
    public var guide: @Sendable (RuleID) -> String?
    /// The table the gradebook's sentences come from.
    public var words: TextTable

    public init(title: @escaping @Sendable (RuleID) -> String?, hint: @escaping @Sendable (RuleID) -> String?,
                guide: @escaping @Sendable (RuleID) -> String? = { _ in nil }, words: TextTable = ClassroomTexts.english) {
        self.title = title
        self.hint = hint
        self.guide = guide
        self.words = words
    }

    /// A sentence of the gradebook with its `{placeholders}` filled.
    public func message(_ key: String, _ args: [String: String] = [:]) -> String {
        words.message(key, args)
    }

    /// The language the gradebook is written in (`en`, `zh-Hans`).
    public var language: String { words.language }

    /// The English texts, read once.
    public static let english = TextTable.load(language: TextTable.baseLanguage)

    /// No rule texts (rule IDs only), the gradebook's sentences in English.
    public static let none = ClassroomTexts(title: { _ in nil }, hint: { _ in nil })

    /// The rules' titles, first hints and guide references and the gradebook's sentences in
    /// `language`; nil: the learner's language of this process (`--lang`, else the environment's).
    public static func bundled(language: String? = nil) -> ClassroomTexts {
        let table = language.map { TextTable.load(language: $0) } ?? LearnerText.table
        return ClassroomTexts(title: { table.rule($0).title }, hint: { table.rule($0).hints.first },
                              guide: { table.rule($0).guide }, words: table)
    }
}

extension ClassroomTexts {
    /// One flag: "line 3: exit (exit)" (the token and category stay as the scan wrote them).
    public func flag(_ flag: IntegrityFlag) -> String {
        message("classroom.flag", ["line": "\(flag.line)", "token": flag.token, "category": flag.category.rawValue])
    }

    /// A note about one kata: "add-child: line 3: exit (exit)".
    public func kataNote(_ kata: String, _ note: String) -> String {
        message("classroom.kataNote", ["kata": kata, "note": note])
    }

    /// Every flag of a student, kata by kata.
    public func flagNotes(_ grade: StudentGrade) -> [String] {
        grade.flags.keys.sorted().flatMap { kata in grade.flags[kata, default: []].map { kataNote(kata, flag($0)) } }
    }
}
