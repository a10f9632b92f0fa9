import Foundation
import KataCatalog

/// A line that reads a stored `var` no line of the file ever changes (`guard index !=
/// selectedIndex`, `selectedIndex.map { tabs[$0] }`) is right as written: the value is stale
/// because the write is missing. A method records what it has just done after doing it, so the
/// write belongs at the end of the method that reads it (issue 19).
extension CallSites {
    /// The last statement of the method around `location` when its line reads such a `var`;
    /// else `location`.
    static func neverWrittenState(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index), memberDeclarations[index] == nil,
              neverWrittenVariables.contains(where: { name in
                  codeLines[index].contains(name)
                      && codeLines[index].range(of: #"(^|[^A-Za-z0-9_.]|self\.)\#(name)\b"#, options: .regularExpression) != nil
              }),
              let method = enclosingFunction(of: location.line),
              let body = sourceBody(declaredAt: method - 1),
              let last = body.lines.last(where: { line in
                  line.index < body.closing && line.depth == 1 && !line.code.trimmingCharacters(in: .whitespaces).isEmpty
              }), last.index != index else { return location }
        return Finding.Location(file: location.file, line: last.index + 1)
    }

    /// The stored `var`s of the file's types that keep a value (given code's too; not a method's
    /// locals, not a `lazy` object) that no line other than their declaration assigns, mutates in
    /// place (`insert`, `append`, `+=`, `x[i] =`, `x.origin.y =`) or hands on `inout`, read once.
    static let neverWrittenVariables: Set<String> = {
        let stored = memberDeclarations.indices.compactMap { index -> String? in
            guard let declaration = memberDeclarations[index], !declaration.isFunc, !declaration.isLazy,
                  enclosingFunction(of: index + 1) == nil, isStored(declaration) else { return nil }
            // A value kept to remember something (a flag, an index, a set, an optional), not an
            // object made once and used (a holder view), whose reads are not stale.
            let keptValue = declaration.rest.range(of: #"^\s*(:\s*(Int|Bool|Double|CGFloat|Float|String|Set\b|\[)|:\s*[^=]*\?\s*($|=)|(:[^=]*)?=\s*(true|false|nil|-?[0-9]|\[|"|\.))"#,
                                                   options: .regularExpression) != nil
            return keptValue ? declaration.name : nil
        }
        return Set(stored).filter { name in
            let changed = #"(^|[^A-Za-z0-9_.]|self\.)\#(name)\s*(\??\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]]*\])*\s*([-+*/|&]?=)(?!=)"#
                + #"|\b\#(name)\s*\??\.\s*(insert|append|remove[A-Za-z]*|form[A-Za-z]*|subtract|merge|update[A-Za-z]*|swapAt|sort|reverse|toggle|pop[A-Za-z]*)\s*\("#
                + #"|&\s*(self\.)?\#(name)\b"#
            return !codeLines.indices.contains { i in
                memberDeclarations[i] == nil && codeLines[i].contains(name)
                    && codeLines[i].range(of: changed, options: .regularExpression) != nil
            }
        }
    }()
}
