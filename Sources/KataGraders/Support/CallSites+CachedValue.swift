import Foundation
import KataCatalog

/// A `lazy var` computed from state that changes (`= slot.bounds`, `= selectedChild`,
/// `= nextSection()`) keeps its first value for good: the line that reads it is right, the value it
/// reads is stale. The line to fix is the cache's declaration (issue 19).
extension CallSites {
    /// The declaration of a learner `lazy var` that `location`'s line reads, when its one-line
    /// initializer reads state rather than building an object; else `location`.
    static func cachedValueSource(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index) else { return location }
        let read = Set(SwiftTokensOfLine.of(codeLines[index]))
        guard let cache = staleCaches.first(where: { $0.line != index + 1 && read.contains($0.name) }) else { return location }
        return Finding.Location(file: location.file, line: cache.line)
    }

    /// The learner's one-line `lazy var`s (1-based line, name) whose initializer reads state, read
    /// once: every failing check asks.
    static let staleCaches: [(line: Int, name: String)] = {
        let given = givenLines()
        return memberDeclarations.indices.compactMap { index in
            guard !given.contains(index + 1), let declaration = memberDeclarations[index], declaration.isLazy,
                  !declaration.isFunc, let initializer = lazyInitializer(declaration.rest), readsState(initializer) else { return nil }
            return (index + 1, declaration.name)
        }
    }()

    /// The initializer after `lazy var name: Type =`, nil when it opens a block (`= { … }()` builds
    /// a view over several lines).
    static func lazyInitializer(_ rest: Substring) -> String? {
        guard let equals = rest.firstIndex(of: "=") else { return nil }
        let initializer = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !initializer.isEmpty, !initializer.hasSuffix("{"), !initializer.hasSuffix("in") else { return nil }
        return initializer
    }

    /// Whether an initializer reads state: anything but a plain `Type(…)` or a literal.
    static func readsState(_ initializer: String) -> Bool {
        let constructor = initializer.range(of: #"^[A-Z][A-Za-z0-9_.]*(<[^>]*>)?\([^()]*\)$"#, options: .regularExpression) != nil
        let literal = initializer.range(of: #"^(\[\]|\[:\]|nil|true|false|-?[0-9.]+|"[^"]*")$"#, options: .regularExpression) != nil
        return !constructor && !literal
    }
}
