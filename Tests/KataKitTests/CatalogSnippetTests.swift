import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Every wrong/right snippet of the English catalog compiles: type-checked, in the learner's Swift 5
/// mode, as members of a container against UIKitSim (whose API is UIKit's). Snippets that do not
/// compile would teach the wrong API.
@Suite struct CatalogSnippetTests {
    /// The katas' given members the snippets may use (see "about" in rules.json), plus the names
    /// one snippet refers to. `UILabel` is declared here in case UIKitSim lacks it; a type of this
    /// module shadows an imported one, so this stays valid when UIKitSim grows one.
    static let prelude = """
        import UIKitSim
        @MainActor class UILabel: UIView { var text: String? }
        class KataGivens: UIViewController {
            let child = UIViewController()
            var selectedChild: UIViewController?
            func frameForContentController() -> CGRect { view.bounds }
            func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
            func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }
        }
        final class ContainerViewController: KataGivens {
            func toggleMenu() {}
        }

        """

    @Test func everySnippetTypeChecksInSwift5Mode() throws {
        let modules = try #require(Self.modulesDirectory(), """
            UIKitSim.swiftmodule was not found beside the test bundle or in KATA_BUILD_DIR; \
            build the whole package first (swift build --build-tests).
            """)
        let swiftc = try #require(Platform.findExecutable("swiftc", override: ProcessInfo.processInfo.environment["SWIFTC"]), "swiftc is not on PATH (or set SWIFTC)")
        let texts = TextTable.load(language: "en")

        var source = Self.prelude
        var owners: [(range: ClosedRange<Int>, name: String)] = []
        for (index, id) in RuleID.allCases.enumerated() {
            for (field, code) in [("wrong", texts.rule(id).wrong), ("right", texts.rule(id).right)] {
                let first = source.split(separator: "\n", omittingEmptySubsequences: false).count
                source += "final class Snippet\(index)\(field): KataGivens {\n\(code)\n}\n"
                let last = source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                owners.append((first...last, "\(id.rawValue) (\(field))"))
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-snippets-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let (status, output) = try Self.run(swiftc, ["-typecheck", "-swift-version", "5", "-I", modules.path, file.path])
        let failing = output.split(separator: "\n").filter { $0.contains(": error:") }.map { line -> String in
            let number = line.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
            let owner = owners.first { $0.range.contains(number) }?.name ?? "prelude"
            return "\(owner): \(line)"
        }
        #expect(status == 0 && failing.isEmpty, "snippets that do not compile:\n\(failing.joined(separator: "\n"))\n\(output.prefix(2000))")
    }

    /// `<build>/<config>/Modules`, where the package build put UIKitSim's module.
    static func modulesDirectory() -> URL? {
        let modules = TestBuild.configurationDirectory.appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKitSim.swiftmodule").path) ? modules : nil
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
