import Foundation

/// One row of an expected-versus-actual timeline, aligned: the same call on both sides, a call a
/// correct container makes that the learner's does not (`missing`: a gap on the actual side), or a
/// call only the learner's makes (`extra`: a gap on the expected side).
public struct DiffRow: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case equal, missing, extra }
    public var kind: Kind
    /// The expected line (nil for `extra`).
    public var expected: String?
    /// The learner's line (nil for `missing`).
    public var actual: String?
    /// The row's position in the learner's timeline (nil for `missing`): where its call site is.
    public var actualIndex: Int?

    public init(_ kind: Kind, expected: String?, actual: String?, actualIndex: Int? = nil) {
        self.kind = kind
        self.expected = expected
        self.actual = actual
        self.actualIndex = actualIndex
    }
}

/// Aligns an expected timeline with the learner's as sequences, so that one accepted reordering or
/// another animation duration does not mark every later row as different (issue 19). Rows match
/// when they say the same thing once times and durations are set aside (`key`); a matched row
/// stays equal even when it moved, as long as every object it names sees its own calls in the
/// expected order (calls on different objects may interleave in any order a kata accepts). What is
/// left is missing or extra.
public enum TimelineDiff {
    /// The aligned rows, in the learner's order, missing rows placed where they belong.
    public static func rows(expected: [String], actual: [String]) -> [DiffRow] {
        let e = expected.map(key), a = actual.map(key)
        let pairs = keptPairs(e, a)
        var matchOfActual = [Int?](repeating: nil, count: a.count)
        var matchedExpected = Set<Int>()
        for (i, j) in pairs { matchOfActual[j] = i; matchedExpected.insert(i) }
        var rows: [DiffRow] = []
        var nextExpected = 0   // expected lines before this one were placed
        func placeMissing(before limit: Int) {
            while nextExpected < limit {
                if !matchedExpected.contains(nextExpected) {
                    rows.append(DiffRow(.missing, expected: expected[nextExpected], actual: nil))
                }
                nextExpected += 1
            }
        }
        for j in a.indices {
            if let i = matchOfActual[j] {
                placeMissing(before: i)
                rows.append(DiffRow(.equal, expected: expected[i], actual: actual[j], actualIndex: j))
                nextExpected = max(nextExpected, i + 1)
            } else {
                rows.append(DiffRow(.extra, expected: nil, actual: actual[j], actualIndex: j))
            }
        }
        placeMissing(before: e.count)
        return rows
    }

    /// Rows that differ only because a call moved: a missing row and an extra row saying the same
    /// thing. Often an order the kata accepts; a row that is missing or extra outright is not.
    /// Of several rows saying the same, the nearest missing and extra ones pair first: a tab's view
    /// left in place in one act and removed by mistake in a later one is missing in the first,
    /// moved in the later.
    public static func moved(_ rows: [DiffRow]) -> Set<Int> {
        var missing: [String: [Int]] = [:], extra: [String: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            if row.kind == .missing, let line = row.expected { missing[key(line), default: []].append(index) }
            if row.kind == .extra, let line = row.actual { extra[key(line), default: []].append(index) }
        }
        var result = Set<Int>()
        for (line, gone) in missing {
            var gone = gone, added = extra[line] ?? []
            while !gone.isEmpty, !added.isEmpty {
                let pairs = gone.indices.flatMap { g in added.indices.map { (g, $0) } }
                guard let (g, a) = pairs.min(by: { abs(gone[$0.0] - added[$0.1]) < abs(gone[$1.0] - added[$1.1]) }) else { break }
                result.insert(gone.remove(at: g))
                result.insert(added.remove(at: a))
            }
        }
        return result
    }

    /// Expected/actual index pairs that match: each key's k-th occurrence on one side with its
    /// k-th on the other, then, while two pairs disagree about the order of an object they both
    /// name, the pair that disagrees with the most others is dropped (the misplaced call).
    /// A line the learner's side says more often than the expected side (a `willMove(toParent:)`
    /// sent by hand before the `addChild` that sends it too) pairs each expected occurrence with
    /// the occurrence that agrees best with the order of the lines said once as often on each side,
    /// so the copy left over is the extra one.
    static func keptPairs(_ e: [String], _ a: [String]) -> [(Int, Int)] {
        var positions: [String: [Int]] = [:], expectedCount: [String: Int] = [:]
        for (j, k) in a.enumerated() { positions[k, default: []].append(j) }
        for k in e { expectedCount[k, default: 0] += 1 }
        let names = objectNames(e + a)
        func surplus(_ k: String) -> Bool { (positions[k]?.count ?? 0) > expectedCount[k, default: 0] }
        var seen: [String: Int] = [:]
        var pairs: [(Int, Int)] = []
        for (i, k) in e.enumerated() where !surplus(k) {
            let n = seen[k, default: 0]
            seen[k] = n + 1
            if let list = positions[k], n < list.count { pairs.append((i, list[n])) }
        }
        let fixed = pairs.map { (pair: $0, objects: objectsOf(e[$0.0], among: names)) }
        var after: [String: Int] = [:]   // the next actual occurrence a surplus key may take
        for (i, k) in e.enumerated() where surplus(k) {
            guard let list = positions[k] else { continue }
            let objects = objectsOf(e[i], among: names)
            let first = after[k, default: 0]
            // Leave enough occurrences for the expected ones still to come.
            let still = e[(i + 1)...].filter { $0 == k }.count
            guard first < list.count - still else { continue }
            // Fewest disagreements, then the earliest.
            let choice = (first..<(list.count - still)).map { x in
                (fixed.filter { ($0.pair.0 < i) != ($0.pair.1 < list[x]) && !$0.objects.isDisjoint(with: objects) }.count, x)
            }.min { $0 < $1 }!.1
            pairs.append((i, list[choice]))
            after[k] = choice + 1
        }
        pairs.sort { $0.0 < $1.0 }
        let objects = pairs.map { objectsOf(e[$0.0], among: names) }
        var alive = Array(repeating: true, count: pairs.count)
        func conflicts(_ x: Int, _ y: Int) -> Bool {
            let (i1, j1) = pairs[x], (i2, j2) = pairs[y]
            return (i1 < i2) != (j1 < j2) && !objects[x].isDisjoint(with: objects[y])
        }
        var counts = Array(repeating: 0, count: pairs.count)
        for x in pairs.indices { for y in pairs.indices where y > x && conflicts(x, y) { counts[x] += 1; counts[y] += 1 } }
        // Ties go to the pair that moved farther (the call out of place, not the one it passed).
        func displacement(_ x: Int) -> Int { abs(pairs[x].0 - pairs[x].1) }
        func dropsBefore(_ x: Int, _ y: Int) -> Bool {
            if counts[x] != counts[y] { return counts[x] < counts[y] }
            if displacement(x) != displacement(y) { return displacement(x) < displacement(y) }
            return x > y
        }
        while let worst = pairs.indices.filter({ alive[$0] && counts[$0] > 0 }).max(by: dropsBefore) {
            alive[worst] = false
            for y in pairs.indices where alive[y] && y != worst && conflicts(worst, y) { counts[y] -= 1 }
            counts[worst] = 0
        }
        return pairs.indices.filter { alive[$0] }.map { pairs[$0] }
    }

    /// A line as compared: no `t=…` time stamp, no duration (a kata accepts any), no trailing
    /// annotation spacing.
    public static func key(_ line: String) -> String {
        var text = Substring(line)
        if text.hasPrefix("t="), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
        var result = String(text)
        for marker in ["duration: ", "began ("] {
            while let range = result.range(of: marker), let end = result[range.upperBound...].firstIndex(where: { !($0.isNumber || $0 == ".") }) ,
                  end > range.upperBound {
                result.replaceSubrange(range.upperBound..<end, with: "_")
            }
        }
        return result
    }

    /// Names that are receivers somewhere (`container` in `container.addChild(content)`,
    /// `sections[1]`): the objects calls are made on.
    static func objectNames(_ lines: [String]) -> Set<String> {
        Set(lines.compactMap { line in
            let code = key(line)
            return tokens(code).first.flatMap { code.hasPrefix($0 + ".") ? $0 : nil }
        })
    }

    /// The object names a line mentions.
    static func objectsOf(_ line: String, among names: Set<String>) -> Set<String> {
        Set(tokens(key(line)).filter(names.contains))
    }

    /// Names in a line, each with its subscript if it has one (`sections[1]`).
    static func tokens(_ text: String) -> [String] {
        var result: [String] = [], current = ""
        var inSubscript = false
        for c in text {
            if inSubscript {
                current.append(c)
                if c == "]" { inSubscript = false }
            } else if isNameCharacter(c) {
                current.append(c)
            } else if c == "[", !current.isEmpty {
                current.append(c); inSubscript = true
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// What fits a first screen: the rows around the first difference (`context` rows before it,
    /// then up to `limit` rows), with how many rows were left out before and after. The first
    /// difference is the first row missing or extra outright: a call that only moved is often an
    /// order the kata accepts, and must not push the real gap off the screen (item 3); when every
    /// difference is a move, the first move. Everything when nothing differs or it all fits.
    public struct Window: Sendable, Equatable {
        public var rows: [DiffRow]
        /// Rows left out before the window ("… N equal rows").
        public var hiddenBefore: Int
        /// Rows left out after the window.
        public var hiddenAfter: Int
        /// Of the rows left out before, those that only moved (`moved(_:)`): the "… N rows" line
        /// then says "equal or only moved", not "equal".
        public var movedBefore: Int = 0
        /// Indices, in `rows`, of the window's rows that only moved: shown as `~`, not as a gap.
        public var moved: Set<Int> = []
        /// Nothing is missing or extra outright: the moves are the difference (a misplaced call).
        public var onlyMoves = false
    }

    public static func window(_ rows: [DiffRow], context: Int = 2, limit: Int = 8) -> Window {
        let moved = moved(rows)
        let outright = rows.indices.first { rows[$0].kind != .equal && !moved.contains($0) }
        guard let first = outright ?? rows.firstIndex(where: { $0.kind != .equal }) else {
            let shown = Array(rows.prefix(limit))
            return Window(rows: shown, hiddenBefore: 0, hiddenAfter: rows.count - shown.count)
        }
        // A lone hidden row says nothing: show it instead of "… 1 equal rows".
        var start = max(0, first - context)
        if start == 1 { start = 0 }
        var end = min(rows.count, max(start + limit, first + 1))
        if rows.count - end == 1 { end = rows.count }
        return Window(rows: Array(rows[start..<end]), hiddenBefore: start, hiddenAfter: rows.count - end,
                      movedBefore: moved.filter { $0 < start }.count,
                      moved: Set(moved.filter { (start..<end).contains($0) }.map { $0 - start }), onlyMoves: outright == nil)
    }
}
