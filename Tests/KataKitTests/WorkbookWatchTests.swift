import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
import KataCatalog

/// Watch mode as a library: the change detector with a fake clock, and the loop driven by
/// scripted ticks, keys and file signatures (no terminal, no real time).
@Suite struct WorkbookFileChangeTests {
    let a = FileSignature(modified: Date(timeIntervalSince1970: 1), size: 10)
    let b = FileSignature(modified: Date(timeIntervalSince1970: 2), size: 12)
    let c = FileSignature(modified: Date(timeIntervalSince1970: 3), size: 12)

    /// Feeds the polls in order; which of them reported a change.
    func feed(_ initial: FileSignature?, _ polls: [(FileSignature?, Double)]) -> [Bool] {
        var detector = FileChangeDetector(initial: initial, debounce: 0.15)
        return polls.map { detector.observe($0.0, at: $0.1) }
    }

    @Test func aChangeIsReportedOnceItHasBeenStableForTheDebounce() {
        // unchanged, first sight of the change (wait), stable 0.1 s, stable 0.2 s (report), already reported
        #expect(feed(a, [(a, 0.0), (b, 0.2), (b, 0.3), (b, 0.4), (b, 0.6)]) == [false, false, false, true, false])
    }

    @Test func aBurstOfWritesIsOneChange() {
        #expect(feed(a, [(b, 0.0), (c, 0.2), (c, 0.3), (c, 0.4), (c, 0.6)]) == [false, false, false, true, false])
    }

    @Test func aFileMissingMidSaveIsNotAChange() {
        #expect(feed(a, [(nil, 0.0), (nil, 0.5), (a, 0.6), (a, 0.9)]) == [false, false, false, false])
    }

    @Test func keysMapToCommands() {
        #expect(WatchCommand(key: "h") == .hint)
        #expect(WatchCommand(key: "l") == .list)
        #expect(WatchCommand(key: "n") == .next)
        #expect(WatchCommand(key: "r") == .rerun)
        #expect(WatchCommand(key: "q") == .quit)
        #expect(WatchCommand(key: "\u{03}") == .quit)
        #expect(WatchCommand(key: "x") == nil)
    }
}

/// A learner file whose signature the test sets between inputs.
final class FakeFile: @unchecked Sendable {
    var signature: FileSignature? = FileSignature(modified: Date(timeIntervalSince1970: 0), size: 1)
}

/// Inputs for the watch loop, with file writes interleaved: a write takes effect just before the
/// loop receives the next input.
struct ScriptedInputs: AsyncSequence, Sendable {
    enum Step: Sendable { case write(FileSignature?), input(WatchInput) }
    typealias Element = WatchInput
    let steps: [Step]
    let file: FakeFile

    struct AsyncIterator: AsyncIteratorProtocol {
        var steps: [Step]
        let file: FakeFile
        mutating func next() async -> WatchInput? {
            while !steps.isEmpty {
                switch steps.removeFirst() {
                case .write(let signature): file.signature = signature
                case .input(let input): return input
                }
            }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(steps: steps, file: file) }
}

@Suite(.serialized) @MainActor struct WorkbookWatchLoopTests {
    func makeLoop(_ root: URL, file: FakeFile, grader: ScriptedGrader) -> (WatchLoop, Output) {
        let workbook = Workbook(root: root, katas: Katas.all)
        let session = GradingSession(workbook: workbook, grader: grader)
        let output = Output()
        let loop = WatchLoop(session: session, kata: Katas.addChild, debounce: 0.15,
                             signature: { _ in file.signature }, output: { output.lines.append($0) })
        return (loop, output)
    }

    final class Output { var lines: [String] = [] }

    func changed(_ n: Int) -> FileSignature { FileSignature(modified: Date(timeIntervalSince1970: Double(n)), size: n) }

    @Test func gradesAtStartThenOncePerSave() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = FakeFile()
        let grader = ScriptedGrader()
        let (loop, _) = makeLoop(root, file: file, grader: grader)
        try await loop.run(ScriptedInputs(steps: [
            .input(.tick(0.0)), .input(.tick(0.2)),             // nothing changed
            .write(changed(5)), .input(.tick(0.4)), .input(.tick(0.6)),   // one save → one grading
            .input(.tick(0.8)), .input(.tick(1.0)),
            .write(changed(6)), .input(.tick(1.2)), .input(.tick(1.4)),   // second save
            .input(.key("q")), .input(.tick(1.6)),
        ], file: file))
        #expect(loop.gradings == 3)
        #expect(grader.log.all.count == 3)
    }

    @Test func keysSwitchKataRerunShowHintsAndQuit() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = FakeFile()
        let grader = ScriptedGrader()
        let (loop, output) = makeLoop(root, file: file, grader: grader)
        try await loop.run(ScriptedInputs(steps: [
            .input(.key("r")), .input(.key("n")), .input(.key("l")), .input(.key("h")), .input(.key("x")),
            .input(.key("q")), .input(.key("r")),
        ], file: file))
        #expect(loop.kata.id == Katas.all[1].id)
        #expect(loop.gradings == 3)   // start, r, n
        #expect(grader.log.all.last == Katas.all[1].learnerFile)
        let state = loop.session.workbook.store.load().state
        #expect(state.current == Katas.all[1].id)
        #expect(state.status(of: Katas.all[0].id) == .fail)
        let text = output.lines.joined(separator: "\n")
        #expect(text.contains(Katas.all[5].id))   // the list
        #expect(output.lines.last == LearnerText.message("workbook.bye"))
    }

    @Test func onATerminalEachReGradeClearsTheScreenButNotTheFirst() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = FakeFile()
        let output = Output()
        let session = GradingSession(workbook: Workbook(root: root, katas: Katas.all), grader: ScriptedGrader())
        let loop = WatchLoop(session: session, kata: Katas.addChild, clearsScreen: true,
                             signature: { _ in file.signature }, output: { output.lines.append($0) })
        try await loop.run(ScriptedInputs(steps: [.input(.key("r")), .input(.key("r")), .input(.end)], file: file))
        #expect(output.lines.filter { $0.hasPrefix(WatchLoop.clearScreen) }.count == 2)
        #expect(!output.lines[0].hasPrefix(WatchLoop.clearScreen))
    }

    @Test func aPassPointsToTheNextKata() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        try Data("PASS".utf8).write(to: root.appendingPathComponent(Katas.addChild.learnerFile))
        let file = FakeFile()
        let (loop, output) = makeLoop(root, file: file, grader: ScriptedGrader())
        try await loop.run(ScriptedInputs(steps: [.input(.end)], file: file))
        #expect(output.lines.contains(LearnerText.message("workbook.passedNext", ["kata": Katas.removeChild.id])))
    }

    @Test func endOfInputEndsTheLoop() async throws {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = FakeFile()
        let (loop, _) = makeLoop(root, file: file, grader: ScriptedGrader())
        try await loop.run(ScriptedInputs(steps: [.input(.end), .input(.key("r"))], file: file))
        #expect(loop.gradings == 1)
    }
}
