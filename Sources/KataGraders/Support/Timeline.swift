@_spi(Simulator) import UIKitSim

/// Turns what UIKitSim recorded into the string lines a `Finding` carries, so every grader shows
/// expected and actual timelines in the same form.
@MainActor
public enum Timeline {
    /// One line per entry, as the journal prints it ("content.viewWillAppear(true)"), marked
    /// with the virtual time when it is not zero, so that deferred work is visible.
    @_spi(Simulator) public static func lines(_ entries: [JournalEntry]) -> [String] {
        entries.map(line)
    }

    /// One entry as a timeline line.
    @_spi(Simulator) public static func line(_ entry: JournalEntry) -> String {
        var text = entry.text
        if entry.inAnimation { text += "   [in animation]" }
        if entry.time > 0 { text = "t=\(format(entry.time)) " + text }
        return text
    }

    /// UIKit's exceptions and warnings raised since journal position `since`, verbatim.
    public static func diagnostics(since: Int = 0) -> [String] {
        Simulator.journal.entries.compactMap { entry -> String? in
            guard entry.index >= since, case let .diagnostic(d) = entry.event else { return nil }
            return d.description
        }
    }

    /// The first `limit` lines, then one line saying how many more there were.
    nonisolated public static func capped(_ lines: [String], limit: Int) -> [String] {
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines"]
    }

    /// Seconds with up to three decimals and no trailing zeros ("0.25", "0.1").
    nonisolated public static func format(_ seconds: TimeInterval) -> String {
        var text = String(format: "%.3f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
