import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The integrity scan flags reaches outside a view controller, and only real code: not comments,
/// not strings, not same-named members such as `children.remove(at:)`.
@Suite struct IntegrityCheckTests {
    private func categories(_ source: String) -> [IntegrityFlag.Category] {
        IntegrityCheck.scan(source: source).map(\.category)
    }

    @Test func flagsTestingImportWithItsLine() {
        let flags = IntegrityCheck.scan(source: "import UIKitSim\nimport Testing\n")
        #expect(flags == [IntegrityFlag(category: .testing, token: "import Testing", line: 2)])
    }

    @Test func flagsExitAbortAndQualifiedExit() {
        #expect(categories("func f() { exit(0) }") == [.exit])
        #expect(categories("func f() { Foundation.exit(1) }") == [.exit])
        #expect(categories("func f() { abort() }") == [.exit])
    }

    @Test func flagsFilesProcessesEnvironmentNetworkAndLoading() {
        let source = """
        let fm = FileManager.default
        let p = Process()
        let env = ProcessInfo.processInfo.environment
        let v = getenv("HOME")
        setenv("X", "1", 1)
        let s = URLSession.shared
        let h = dlopen(nil, 0)
        let f = fopen("/etc/passwd", "r")
        system("rm -rf /")
        """
        #expect(categories(source) == [.files, .process, .environment, .environment, .environment, .network, .runtime, .files, .process])
    }

    @Test func ignoresCommentsStringsAndMembers() {
        let source = """
        // exit(0) would be wrong here; FileManager too
        /* nested /* Process() */ getenv() */
        let text = "call exit(0) and FileManager"
        let raw = #"abort() "quoted" Process"#
        let multi = \"\"\"
            system("x")
            \"\"\"
        func hide() { children.remove(at: 0); view.open(); self.exit() }
        """
        #expect(IntegrityCheck.scan(source: source) == [])
    }

    @Test func cleanContainerIsNotFlagged() {
        let source = """
        import UIKitSim
        final class ContainerViewController: UIViewController {
            func displayContentController(_ content: UIViewController) {
                addChild(content)
                content.view.frame = view.bounds
                view.addSubview(content.view)
                content.didMove(toParent: self)
            }
        }
        """
        #expect(IntegrityCheck.scan(source: source).isEmpty)
    }

    @Test func linesCountAfterMultilineComment() {
        let flags = IntegrityCheck.scan(source: "/*\n\n*/\nlet x = 1\nabort()")
        #expect(flags.map(\.line) == [5])
    }

    @Test func flagsTheWaysToForgeTheEventStream() {
        let source = """
        import KataGraders
        let args = CommandLine.arguments
        try? Data().write(to: URL(fileURLWithPath: "events.jsonl"))
        try? "x".write(toFile: "events.jsonl", atomically: false, encoding: .utf8)
        let old = try? String(contentsOf: URL(string: "file:///proc/self/cmdline")!)
        freopen("events.jsonl", "a", stdout)
        """
        #expect(IntegrityCheck.scan(source: source).map(\.token) == [
            "import KataGraders", "CommandLine", "write(to:)", "fileURLWithPath", "write(toFile:)", "atomically",
            "String(contentsOf:)", "freopen",
        ])
    }

    @Test func everyShippedStarterAndSolutionIsClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var scanned = 0
        for folder in ["Exercises", "Solutions"] {
            let base = root.appendingPathComponent(folder).resolvingSymlinksInPath()
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let flags = IntegrityCheck.scan(source: try String(contentsOf: url, encoding: .utf8))
                #expect(flags.isEmpty, "\(folder)/\(url.lastPathComponent): \(flags)")
                scanned += 1
            }
        }
        #expect(scanned >= 12, "six starters and six solutions")
    }
}
