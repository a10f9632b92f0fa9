import Foundation
import KataKit

/// Where the CLI prints: results to stdout, progress and errors to stderr (so that
/// `kata run --format json > result.json` stays pure JSON).
struct Console: Sendable {
    let styler: Styler
    let errorStyler: Styler
    let environment: [String: String]

    init(environment: [String: String], noColor: Bool) {
        self.environment = environment
        styler = Styler.decide(isTerminal: Platform.isTerminal(1), environment: environment, noColorFlag: noColor)
        errorStyler = Styler.decide(isTerminal: Platform.isTerminal(2), environment: environment, noColorFlag: noColor)
    }

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// A whole report: ends with exactly one newline; an empty report prints nothing.
    func report(_ text: String, toStandardError: Bool = false) {
        guard !text.isEmpty else { return }
        let data = Data((text.hasSuffix("\n") ? text : text + "\n").utf8)
        (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(data)
    }

    func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    var stdoutIsTerminal: Bool { Platform.isTerminal(1) }
    var stderrIsTerminal: Bool { Platform.isTerminal(2) }
    /// The columns output is laid out for: the terminal's (piped: `COLUMNS`) when wider than 80,
    /// else 80 — piped output is read in a terminal sooner or later.
    var width: Int { max(ScreenFit.minimumWidth, Platform.terminalWidth(1)) }
    /// The rows one verdict may take: the terminal's (piped: `LINES`) when taller than 24, else 24.
    var height: Int { max(ScreenFit.minimumHeight, Platform.terminalHeight(1)) }
}
