/// Fills `{name}` placeholders. Kept apart from the tables so every text (messages, catalog
/// labels) substitutes the same way, and a translator can reorder placeholders freely.
public enum MessageTemplate {
    /// Replaces each `{name}` whose name is in `arguments`; unknown placeholders stay visible, so a
    /// missing argument shows up in review instead of silently vanishing.
    public static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = String(rest[afterOpen..<close])
            if let value = arguments[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
