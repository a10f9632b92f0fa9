import Foundation
import Testing
import KataCatalog

/// The locator cuts the `//` comment off every line it reads; `SourceBody.code(of:)` does it in one
/// pass over the bytes instead of Foundation's split (issue 19, item 5), and must cut exactly where
/// the split did.
@Suite struct SourceBodyCodeTests {
    @Test(arguments: [
        "", "//", "/", "a / b", "a // b", "a///b", "let url = \"https://x\" // c", "x /* y */ z",
        "let 高度 = 1 // 注释", "// MARK: Given", "  view.frame = .zero//tight", "a /", "/ /", "é//é",
    ])
    func cutsWhereTheSplitCuts(_ line: String) {
        #expect(SourceBody.code(of: line) == line.components(separatedBy: "//")[0])
    }

    /// Every line of every shipped learner file, starter, solution and fixture.
    @Test func cutsEveryShippedLineAsTheSplitDid() throws {
        let root = TestBuild.projectRoot
        var lines = 0
        for folder in ["Exercises", "Solutions"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                    #expect(SourceBody.code(of: line) == line.components(separatedBy: "//")[0], "\(file.lastPathComponent): \(line)")
                    lines += 1
                }
            }
        }
        #expect(lines > 10_000)
    }
}
