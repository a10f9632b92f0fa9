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

    /// Reads `Texts/<language>/rules.json` from KataKit's resources. Tolerant of its shape: an
    /// object keyed by rule ID whose values hold `title` and `hint` (or `hints`, first used).
    public static func bundled(language: String = "en") -> ClassroomTexts {
        guard let url = Bundle.module.url(forResource: "rules", withExtension: "json", subdirectory: "Texts/\(language)")
                ?? Bundle.module.url(forResource: "Texts/\(language)/rules", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) else { return .none }
        var entries: [String: [String: Any]] = [:]
        if let dict = object as? [String: Any] {
            let rules = (dict["rules"] as? [String: Any]) ?? dict
            for (key, value) in rules { if let v = value as? [String: Any] { entries[key] = v } }
        } else if let list = object as? [[String: Any]] {
            for v in list { if let id = v["id"] as? String { entries[id] = v } }
        }
        let titles = entries.compactMapValues { $0["title"] as? String }
        let hints = entries.compactMapValues { ($0["hint"] as? String) ?? ($0["hints"] as? [String])?.first }
        return ClassroomTexts(title: { titles[$0.rawValue] }, hint: { hints[$0.rawValue] })
    }
}
