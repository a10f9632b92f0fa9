import KataCatalog

/// What `kata rules <argument>` names: a rule ID or a kata ID (they never collide), matched
/// case-insensitively. Unknown arguments come back with close matches to suggest.
public enum CatalogSubject: Sendable, Equatable {
    case rule(RuleID)
    case kata(KataSpec)

    public static func resolve(_ query: String) -> Result<CatalogSubject, UnknownCatalogSubject> {
        let key = query.trimmingWhitespace().lowercased()
        if let rule = RuleID(rawValue: key) { return .success(.rule(rule)) }
        if let kata = Katas.spec(id: key) { return .success(.kata(kata)) }
        return .failure(UnknownCatalogSubject(query: query, suggestions: suggestions(for: key)))
    }

    /// Up to three IDs that look like a typo of `key` or contain it.
    static func suggestions(for key: String) -> [String] {
        guard !key.isEmpty else { return [] }
        let ids: [String] = RuleID.allCases.map(\.rawValue) + Katas.all.map(\.id)
        let limit = max(2, key.count / 4)
        var scored: [(id: String, distance: Int)] = []
        for id in ids {
            let distance = EditDistance.between(key, id)
            if distance <= limit || id.contains(key) { scored.append((id, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return scored.prefix(3).map(\.id)
    }
}

/// An argument to `kata rules` that is neither a rule nor a kata.
public struct UnknownCatalogSubject: Error, Sendable, Equatable {
    public let query: String
    public let suggestions: [String]
}

/// Levenshtein distance: enough to catch `add-chid-first` or `remove-child-first`.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
