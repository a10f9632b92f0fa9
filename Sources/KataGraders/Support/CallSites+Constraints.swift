import Foundation
import KataCatalog
@_spi(Simulator) import UIKitSim

// A view pinned by constraints (issue 19). UIKitSim notes, on each view, where a constraint on one
// of its edges was made (`constraint.top`, …) and where one was activated (`constraint.active`) or
// refused (`constraint.refused`: no common ancestor yet), so a view laid out wrong names the step
// of pinning that went wrong — not just the first constraint it finds.
extension CallSites {
    /// The writes UIKitSim notes where a constraint on a view's edge is made.
    static let constraintWrites = ["top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY"]
        .map { "constraint.\($0)" }

    /// For `view`, laid out by constraints (its autoresizing flag off) at a wrong frame whose
    /// `attributes` are off: an activation UIKit refused (made before the view was added) — that
    /// call; constraints made and never activated — the end of the statement that made the last
    /// one, where the activation belongs; a constraint on an edge that is off — it, or the local
    /// its anchor was taken from (`let guide = slot.layoutMarginsGuide`); an edge never pinned —
    /// the first constraint made, beside which it belongs. Nil when nothing pinned the view.
    static func constraintSite(of view: UIView, attributes: [NSLayoutConstraint.Attribute], from: Int, upTo: Int) -> Finding.Location? {
        if let refused = writeSite(of: view, ["constraint.refused"], from: from, upTo: upTo, ownOnly: true, following: false) {
            return refused
        }
        guard let first = writeSite(of: view, constraintWrites, from: from, upTo: upTo, ownOnly: true, earliest: true, following: false)
        else { return nil }
        if writeSite(of: view, ["constraint.active"], from: from, upTo: upTo, ownOnly: true, following: false) == nil,
           let last = writeSite(of: view, constraintWrites, from: from, upTo: upTo, ownOnly: true, following: false) {
            return Finding.Location(file: last.file, line: statementEnd(of: last.line - 1) + 1)
        }
        if let pinned = attributes.lazy.compactMap({ writeSite(of: view, ["constraint.\($0)"], from: from, upTo: upTo, ownOnly: true) }).first {
            return anchorOrigin(pinned)
        }
        return first
    }

    /// For a view pinned while its autoresizing flag stayed on: the line above the statement that
    /// made its first constraint, where the flag is turned off. Nil when nothing pinned it.
    static func flagSiteBeforeConstraints(of view: UIView, from: Int, upTo: Int) -> Finding.Location? {
        guard let first = writeSite(of: view, constraintWrites, from: from, upTo: upTo, ownOnly: true, earliest: true, following: false)
        else { return nil }
        let opening = Finding.Location(file: first.file, line: statementOpening(of: first.line - 1) + 1)
        return codeLine(above: opening).flatMap { givenLines().contains($0.line) ? nil : $0 } ?? first
    }

    /// A constraint made to an anchor of a local (`equalTo: guide.topAnchor`): where the local was
    /// made. Else `location`.
    static func anchorOrigin(_ location: Finding.Location) -> Finding.Location {
        let code = codeLines.indices.contains(location.line - 1) ? codeLines[location.line - 1] : ""
        guard let range = code.range(of: #"equalTo(?:Constant)?:\s*(?:self\.)?[A-Za-z_][A-Za-z0-9_]*\."#, options: .regularExpression),
              let root = code[range].split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "self.", with: "").dropLast().description,
              let made = assignment(of: root, before: location.line - 1), !givenLines().contains(made + 1) else { return location }
        return Finding.Location(file: location.file, line: made + 1)
    }

    /// The 0-based line opening the statement 0-based `index` belongs to: up while the line above
    /// leaves a bracket open (`NSLayoutConstraint.activate([`, `let edges = [`, a trailing `,`).
    static func statementOpening(of index: Int) -> Int {
        var line = index
        while line > 0 {
            let above = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
            guard above.hasSuffix("[") || above.hasSuffix("(") || above.hasSuffix(",") else { break }
            line -= 1
        }
        return line
    }

    /// The 0-based line closing the statement 0-based `index` belongs to (its brackets balanced).
    static func statementEnd(of index: Int) -> Int {
        var depth = 0
        for k in statementOpening(of: index)..<codeLines.count {
            for c in codeLines[k] { if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 } }
            if depth <= 0 { return k }
        }
        return index
    }
}
