import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataTexts
@testable import KataWorkbook

/// Watch mode says each banner once: the keys line once per screen on a terminal (each re-grade
/// replaces the screen and starts with it; no footer repeats it), once per kata when piped, and
/// `n` says "Watching …" for the new file once — every row fitted to 80 columns.
@Suite(.serialized) @MainActor struct WorkbookWatchBannerTests {
    final class Output { var chunks: [String] = [] }

    func run(clearsScreen: Bool, keys: [Character]) async throws -> (WatchLoop, [String]) {
        let root = try WorkbookHarness.makeWorkbook()
        defer { WorkbookHarness.remove(root) }
        let file = FakeFile()
        let output = Output()
        let session = GradingSession(workbook: Workbook(root: root, katas: Katas.all), grader: ScriptedGrader())
        let loop = WatchLoop(session: session, kata: Katas.addChild, renderer: ResultText(width: 80, height: 24),
                             clearsScreen: clearsScreen, signature: { _ in file.signature }, output: { output.chunks.append($0) })
        try await loop.run(ScriptedInputs(steps: keys.map { .input(.key($0)) } + [.input(.end)], file: file))
        return (loop, output.chunks)
    }

    /// How many times the "Watching <file>" banner of `kata` appears in `text`.
    func banners(_ text: String, _ kata: KataSpec) -> Int {
        let start = LearnerText.message("workbook.watchKeys", ["file": kata.learnerFile]).prefix(20)
        return text.components(separatedBy: start).count - 1
    }

    @Test func onATerminalEveryScreenHasTheBannerOnce() async throws {
        let (loop, chunks) = try await run(clearsScreen: true, keys: ["r", "r", "n", "r"])
        #expect(loop.gradings == 5)
        // Split the output into screens at each clear.
        let screens = chunks.joined(separator: "\n").components(separatedBy: WatchLoop.clearScreen)
        #expect(screens.count == 5)
        let next = Katas.all[1]
        for (index, screen) in screens.enumerated() {
            let kata = index >= 3 ? next : Katas.addChild
            #expect(banners(screen, kata) == 1, "screen \(index):\n\(screen)")
            #expect(!screen.contains("— watching"), "a footer repeats the banner:\n\(screen)")
            #expect(screen.components(separatedBy: "\n").allSatisfy { DisplayWidth.of($0) <= 80 })
        }
        // `n` says which kata is now current, on the screen of its first verdict.
        #expect(screens[3].contains(LearnerText.message("workbook.switchedTo", ["kata": next.id, "title": LearnerText.table.kata(next).title])))
    }

    @Test func pipedTheBannerIsSaidOncePerKata() async throws {
        let (loop, chunks) = try await run(clearsScreen: false, keys: ["r", "n", "r"])
        #expect(loop.gradings == 4)
        let text = chunks.joined(separator: "\n")
        #expect(!text.contains(WatchLoop.clearScreen))
        #expect(banners(text, Katas.addChild) == 1)
        #expect(banners(text, Katas.all[1]) == 1)
        // One "Grading …" line per verdict, and no footer.
        #expect(text.components(separatedBy: LearnerText.message("workbook.regrading", ["kata": Katas.addChild.id])).count - 1 == 2)
        #expect(!text.contains("— watching"))
    }
}
