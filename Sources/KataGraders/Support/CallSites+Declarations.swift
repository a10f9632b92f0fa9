import Foundation
import KataCatalog

/// The learner's `func` and `var` declarations, read one line at a time: the one reading that the
/// near-miss overrides, kept state, stale caches and helper parameters share (not a parser: a
/// declaration split over lines shows only its first line).
extension CallSites {
    struct MemberDeclaration {
        let isFunc: Bool
        let isLazy: Bool
        let name: String
        /// What follows the name on its line: a method's parameter list, a property's type and
        /// initializer.
        let rest: Substring
    }

    /// The declaration on `code` (comments cut), nil for any other line. `override` is not read as
    /// a modifier: an override declares nothing of the learner's own.
    static func memberDeclaration(_ code: String) -> MemberDeclaration? {
        guard let match = declarationPattern?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let modifiers = Range(match.range(at: 1), in: code), let kind = Range(match.range(at: 2), in: code),
              let name = Range(match.range(at: 3), in: code) else { return nil }
        return MemberDeclaration(isFunc: code[kind] == "func", isLazy: code[modifiers].contains("lazy"),
                                 name: String(code[name]), rest: code[name.upperBound...])
    }

    private static let declarationPattern = try? NSRegularExpression(pattern:
        #"^\s*((?:@\w+\s+)*(?:(?:(?:public|private|fileprivate|internal)(?:\(set\))?|open|final|static|class|lazy|weak|dynamic|nonisolated)\s+)*)(func|var)\s+([A-Za-z_][A-Za-z0-9_]*)"#)

    /// Each line's declaration, once (given code included; callers skip it as they need).
    static let memberDeclarations: [MemberDeclaration?] = codeLines.map { memberDeclaration($0) }

    /// `(label, name)` of each parameter of the first parenthesised list in `text`
    /// (`removing old: UIViewController` → `("removing", "old")`); nil when no list closes in it.
    static func parameters(in text: Substring) -> [(label: String, name: String)]? {
        guard let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return nil }
        return text[text.index(after: open)..<close].split(separator: ",").map { parameter in
            let words = (parameter.split(separator: ":").first ?? "").split(separator: " ").map(String.init)
            return (words.first ?? "_", words.last ?? "_")
        }
    }
}
