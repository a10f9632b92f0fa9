import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// The learner-facing words the gradebook needs about a rule: its title and hint. They come from
/// the runner's text tables (`Texts/<lang>/rules.json`); when a rule has none yet the reports show
/// the rule ID alone rather than inventing English here.
public struct ClassroomTexts: Sendable {
    public var title: @Sendable (RuleID) -> String?
    public var hint: @Sendable (RuleID) -> String?

    public init(title: @escaping @Sendable (RuleID) -> String?, hint: @escaping @Sendable (RuleID) -> String?) {
        self.title = title
        self.hint = hint
    }

    /// No texts at all: IDs only.
    public static let none = ClassroomTexts(title: { _ in nil }, hint: { _ in nil })

    /// The rules' titles and first hints from the text tables, in `language` (nil: the environment's).
    public static func bundled(language: String? = nil) -> ClassroomTexts {
        let table = TextTable.load(language: language)
        return ClassroomTexts(title: { table.rule($0).title }, hint: { table.rule($0).hints.first })
    }
}
