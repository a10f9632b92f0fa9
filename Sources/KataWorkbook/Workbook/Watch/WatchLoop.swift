import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Watch mode: grades the current kata, then re-grades on every save of the learner's file and
/// answers single-key commands. All input arrives as `WatchInput` and all output leaves through
/// `output`, so the loop is tested with scripted ticks, keys and file signatures instead of a
/// real terminal and clock.
@MainActor
public final class WatchLoop {
    public let session: GradingSession
    public private(set) var kata: KataSpec
    /// How many times the loop graded (for tests and the status line).
    public private(set) var gradings = 0

    private let output: (String) -> Void
    private let renderer: ResultText
    private let signature: (URL) -> FileSignature?
    private let debounce: Double
    private let clearsScreen: Bool
    private var detector: FileChangeDetector

    /// ANSI "clear screen, cursor home": each verdict starts on a clean terminal.
    public static let clearScreen = "\u{1B}[2J\u{1B}[H"

    public init(
        session: GradingSession, kata: KataSpec, renderer: ResultText = ResultText(),
        debounce: Double = 0.15, clearsScreen: Bool = false,
        signature: @escaping (URL) -> FileSignature? = FileSignature.of, output: @escaping (String) -> Void
    ) {
        self.session = session
        self.kata = kata
        self.renderer = renderer
        self.debounce = debounce
        self.clearsScreen = clearsScreen
        self.signature = signature
        self.output = output
        self.detector = FileChangeDetector(initial: nil, debounce: debounce)
    }

    private var learnerFile: URL { session.workbook.url(kata.learnerFile) }
    private var lastResult: KataResult?

    /// Runs until `q` or the end of input.
    public func run<Inputs: AsyncSequence>(_ inputs: Inputs) async throws where Inputs.Element == WatchInput {
        await start()
        for try await input in inputs {
            switch input {
            case .tick(let time):
                if detector.observe(signature(learnerFile), at: time) { await grade() }
            case .key(let key):
                guard let command = WatchCommand(key: key) else { continue }
                if command == .quit {
                    output(LearnerText.message("workbook.bye"))
                    return
                }
                await perform(command)
            case .end:
                return
            }
        }
    }

    private func start() async {
        await grade(announcing: banner())
    }

    /// The keys and the file being watched, fitted to the screen: printed once per screen.
    /// Too wide for one row, it breaks where the text leaves two spaces (between the file and the
    /// keys) before wrapping, so no key is split from its word.
    private func banner() -> [String] {
        let text = LearnerText.message("workbook.watchKeys", ["file": kata.learnerFile])
        guard DisplayWidth.of(text) > renderer.width else { return [text] }
        return text.components(separatedBy: "  ").filter { !$0.isEmpty }
            .flatMap { ScreenFit.wrap($0.trimmingCharacters(in: .whitespaces), width: renderer.width) }
    }

    private func perform(_ command: WatchCommand) async {
        switch command {
        case .hint:
            output(await hintText())
        case .list:
            let state = session.workbook.store.load().state
            output(OverviewText.list(KataListEntry.entries(session.workbook, state: state), styler: renderer.styler,
                                     width: renderer.width).joined(separator: "\n"))
        case .next:
            guard let next = session.workbook.kata(after: kata.id) else { return }
            kata = next
            do {
                try session.workbook.updateState { $0.current = next.id }
            } catch {
                output(String(describing: error))
            }
            let switched = ScreenFit.wrap(LearnerText.message(
                "workbook.switchedTo", ["kata": next.id, "title": LearnerText.table.kata(next).title]), width: renderer.width)
            await grade(announcing: switched + banner())
        case .rerun:
            await grade()
        case .all:
            // The last verdict again, every failing check in full.
            if let lastResult { output(renderer.with(height: nil, showAll: true).render(lastResult)) }
        case .quit:
            break
        }
    }

    /// Grades the current kata and resets the change detector to what was graded. `announcing`:
    /// lines said once above this verdict (the banner at the start and after `n`). On a terminal
    /// each later verdict replaces the screen and starts with the banner, so it is on every screen
    /// exactly once; piped output keeps every verdict and says the banner only when it changes.
    private func grade(announcing: [String] = []) async {
        let graded = signature(learnerFile)
        detector = FileChangeDetector(initial: graded, debounce: debounce)
        gradings += 1
        // The first verdict stays below the workbook screen; later ones replace what came before.
        let redraws = clearsScreen && gradings > 1
        let top = redraws ? (announcing.isEmpty ? banner() : announcing) : announcing
        if redraws {
            output(Self.clearScreen + top.joined(separator: "\n"))
        } else if !top.isEmpty {
            output(top.joined(separator: "\n"))
        }
        output(renderer.styler.dim(ScreenFit.clip(LearnerText.message("workbook.regrading", ["kata": kata.id]), width: renderer.width)))
        // The verdict gets the rows the banner and the grading line leave.
        let verdict = renderer.with(height: renderer.height.map { $0 - top.count - 1 })
        do {
            let result = try await session.run(kata)
            lastResult = result
            output(verdict.render(result))
            if result.status == .pass {
                let state = session.workbook.store.load().state
                // Name the kata `n` opens, unless every kata already passes.
                let line: String
                if session.workbook.nextKata(in: state) != nil, let next = session.workbook.kata(after: kata.id) {
                    line = LearnerText.message("workbook.passedNext", ["kata": next.id])
                } else {
                    line = LearnerText.message("workbook.allDone")
                }
                output(ScreenFit.wrap(line, width: renderer.width).map { renderer.styler.green($0) }.joined(separator: "\n"))
            }
        } catch {
            output(String(describing: error))
        }
    }

    private func hintText() async -> String {
        do {
            let text = HintText.render(try await HintStep.next(for: kata, session: session), kata: kata.id, styler: renderer.styler)
            return ScreenFit.wrap(text, width: renderer.width).joined(separator: "\n")
        } catch {
            return String(describing: error)
        }
    }
}
