import Foundation
@_spi(Simulator) import UIKitSim

// Which of the learner's lines ran, between any two journal entries (issue 19: a wrong condition
// picks a branch and journals nothing; only knowing what ran shows the line that chose). The
// runner compiles the learner's module, and nothing else, with SanitizerCoverage's inline 8-bit
// counters and PC table (`GraderBuild.coverageFlags`): one byte per edge of its control flow,
// bumped in place, no call. The module's constructor hands both tables to the two C entry points
// below (libFuzzer's names; libFuzzer itself is not linked). The counters are read at every
// journal entry (a compare of a few hundred bytes) and the PCs symbolicated only when a check
// fails.

/// The learner module's counters and PC table, as its constructor handed them over (before
/// `main`, so no actor is running; written once, then only read on the main actor).
enum LearnerCoverage {
    nonisolated(unsafe) static var counters: UnsafeMutableBufferPointer<UInt8>?
    /// Pairs (PC of the edge's block, flags), one per counter.
    nonisolated(unsafe) static var pcs: UnsafeBufferPointer<UInt>?
}

/// SanitizerCoverage's entry point for inline 8-bit counters (`[start, end)`). One learner
/// module per grader program: a second call (another instrumented object) is ignored.
@_cdecl("__sanitizer_cov_8bit_counters_init")
public func kataCoverageCountersInit(_ start: UnsafeMutablePointer<UInt8>?, _ end: UnsafeMutablePointer<UInt8>?) {
    guard LearnerCoverage.counters == nil, let start, let end, end > start else { return }
    LearnerCoverage.counters = UnsafeMutableBufferPointer(start: start, count: end - start)
}

/// SanitizerCoverage's entry point for the PC table (`[start, end)`, two words per counter).
@_cdecl("__sanitizer_cov_pcs_init")
public func kataCoveragePCsInit(_ start: UnsafePointer<UInt>?, _ end: UnsafePointer<UInt>?) {
    guard LearnerCoverage.pcs == nil, let start, let end, end > start else { return }
    LearnerCoverage.pcs = UnsafeBufferPointer(start: start, count: end - start)
}

extension CallSites {
    /// What ran between two readings of the counters: in act `act`, before journal entry `entry`
    /// (which tells a fresh world's first reading from the old world's last).
    private struct Checkpoint {
        let entry: Int
        let act: Int
        let edges: [Int32]
    }

    /// The counters as last read, the current world's checkpoints, and each edge's line.
    private static var seenCounters: [UInt8] = []
    private static var checkpoints: [Checkpoint] = []
    private static var lineOfEdge: [Int32: Int] = [:]
    /// Each block's start address → the next block's (in address order).
    private static var blockEnds: [UInt: UInt] = [:]

    /// Reads the counters: at each journal entry (`entry` its index) and at the end of each act.
    /// A fresh world's first entry forgets the old world's checkpoints.
    static func noteCoverage(beforeEntry entry: Int) {
        if entry == 0, checkpoints.contains(where: { $0.entry > 0 }) { checkpoints = [] }
        let changed = changedEdges()
        if !changed.isEmpty { checkpoints.append(Checkpoint(entry: entry, act: Simulator.act, edges: changed)) }
    }

    /// Counters that moved since they were last read (one byte each; wrapping past 255 back to
    /// the same value is the only change missed).
    private static func changedEdges() -> [Int32] {
        guard let counters = LearnerCoverage.counters else { return [] }
        if seenCounters.count != counters.count { seenCounters = Array(counters); return [] }
        var changed: [Int32] = []
        for index in 0..<counters.count where counters[index] != seenCounters[index] {
            changed.append(Int32(index))
            seenCounters[index] = counters[index]
        }
        return changed
    }

    /// The learner's lines that ran in each act of the current world.
    static func linesRanByAct() -> [Int: Set<Int>] {
        noteCoverage(beforeEntry: Simulator.journal.entries.count)
        return Dictionary(grouping: checkpoints, by: \.act).mapValues { withArmOpenings(lines(of: $0)) }
    }

    /// `ran` with the first statement of each `switch` arm that a line of `ran` sits in. An arm
    /// that binds its case's values (`case let .popover(config):`) starts with compiler-made code
    /// that carries no learner line, so its first block is never seen; a later line of the arm
    /// that ran shows the arm was entered.
    static func withArmOpenings(_ ran: Set<Int>) -> Set<Int> {
        ran.union(ran.compactMap { line in armOpenings.indices.contains(line - 1) ? armOpenings[line - 1] : nil })
    }

    /// For each 0-based line straight in a `switch` arm (no block between), the 1-based line of
    /// the arm's first statement; read once from the source.
    private static let armOpenings: [Int?] = {
        // (Each line's braces and label read once: the walk up from every line is then sums.)
        let closes = codeLines.map { code in code.reduce(0) { $0 + ($1 == "}" ? 1 : $1 == "{" ? -1 : 0) } }
        let labels = codeLines.map { code in
            let head = code.trimmingCharacters(in: .whitespaces)
            return head.hasPrefix("case ") || head.hasPrefix("default:")
        }
        return codeLines.indices.map { line in
            var depth = 0
            for index in stride(from: line - 1, through: 0, by: -1) {
                depth += closes[index]
                if depth < 0 { return nil }
                guard depth == 0, labels[index] else { continue }
                return (index + 1...line).first { !isBlank[$0] }.map { $0 + 1 }
            }
            return nil
        }
    }()

    /// The learner's lines that ran in any act of the current world.
    static func linesRan() -> Set<Int> {
        linesRanByAct().values.reduce(into: Set<Int>()) { $0.formUnion($1) }
    }

    private static func lines(of checkpoints: [Checkpoint]) -> Set<Int> {
        let edges = checkpoints.flatMap(\.edges)
        symbolicate(edges)
        return Set(edges.compactMap { edge in lineOfEdge[edge].flatMap { $0 > 0 ? $0 : nil } })
    }

    /// The learner's line of each edge's block, once per edge (0 when it has none). A block's
    /// first instructions are often compiler-generated (line 0 at -Onone): the line is that of the
    /// first instruction a little past its start that has one.
    private static func symbolicate(_ edges: [Int32]) {
        guard let pcs = LearnerCoverage.pcs else { return }
        let unknown = Array(Set(edges.filter { lineOfEdge[$0] == nil && 2 * Int($0) < pcs.count }))
        guard !unknown.isEmpty else { return }
        // Probes stay inside the block: below the next block's start.
        if blockEnds.isEmpty {
            let starts = stride(from: 0, to: pcs.count, by: 2).map { pcs[$0] }.sorted()
            for (start, next) in zip(starts, starts.dropFirst()) { blockEnds[start] = next }
        }
        let offsets: [UInt] = [0, 2, 4, 6, 8, 11, 14, 18, 22, 27, 32, 38, 44, 51, 58, 66, 75, 84, 94]
        func probes(_ edge: Int32) -> [UInt] {
            let start = pcs[2 * Int(edge)]
            return offsets.map { start + $0 }.filter { $0 < blockEnds[start, default: start + 33] }
        }
        #if os(Linux) && canImport(Runtime)
        let lineAt = learnerLines(atProgramCounters: unknown.flatMap(probes))
        #else
        let lineAt: [UInt: Int] = [:]   // no symbolication where the locator has none (see CallSites)
        #endif
        for edge in unknown { lineOfEdge[edge] = probes(edge).lazy.compactMap { lineAt[$0] }.first ?? 0 }
    }
}
