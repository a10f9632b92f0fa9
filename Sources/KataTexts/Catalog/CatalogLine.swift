/// One line of a catalog screen, tagged with what it is, so the CLI can colour it (or not) and
/// tests can check structure without parsing text.
public struct CatalogLine: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable {
        /// A screen or group heading ("Adding a child").
        case heading
        /// A rule in a list: `text` is the title, `ruleID` is set.
        case ruleEntry
        /// A field label ("Why", "Wrong", "Right").
        case label
        /// Ordinary prose.
        case body
        /// A line of Swift from a "wrong" example.
        case wrongCode
        /// A line of Swift from a "right" example.
        case rightCode
        /// Secondary information (guide section, mistakes covered, what to type next).
        case note
        /// An empty separator line.
        case blank
    }

    public let style: Style
    public let text: String
    /// Set on `ruleEntry` lines and on a rule screen's heading.
    public let ruleID: String?
    /// Leading indentation in levels (the plain renderer uses two spaces per level).
    public let indent: Int

    public init(_ style: Style, _ text: String, ruleID: String? = nil, indent: Int = 0) {
        self.style = style
        self.text = text
        self.ruleID = ruleID
        self.indent = indent
    }

    public static let blank = CatalogLine(.blank, "")

    /// The line as plain text. `ruleEntry` lines put the ID in a fixed-width column.
    public var plainText: String {
        let prefix = String(repeating: "  ", count: indent)
        switch style {
        case .ruleEntry:
            let id = ruleID ?? ""
            let padded = DisplayWidth.of(id) < Self.idColumnWidth ? DisplayWidth.pad(id, to: Self.idColumnWidth) : id + "  "
            return prefix + padded + text
        case .blank:
            return ""
        default:
            return prefix + text
        }
    }

    /// Wide enough for the longest rule ID plus two spaces, so titles line up.
    static let idColumnWidth = 40
}

extension Array where Element == CatalogLine {
    /// Joins lines as plain text; `style` may wrap each line (e.g. with ANSI colour) and
    /// receives the line and its plain text.
    public func render(style: (CatalogLine, String) -> String = { $1 }) -> String {
        map { style($0, $0.plainText) }.joined(separator: "\n")
    }
}
