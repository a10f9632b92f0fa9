import Foundation

/// The one escape for text on the gradebook's HTML pages: learner text (made visible by
/// `UntrustedText` first) and our own words alike, so a student's message never becomes markup.
/// Safe in element content and in double- or single-quoted attribute values.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in UntrustedText.visible(text) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// A relative link target: each path part percent-encoded (a student folder may be named
    /// `a?b#c` or `<x>`), then escaped for the attribute.
    public static func href(_ parts: [String]) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;:")
        return escape(parts.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/"))
    }
}
