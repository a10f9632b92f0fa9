import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// `kata dev new <id> --title "…"`: a new kata's folders, ready to fill in, without editing any
/// existing file. The package still builds (the grader is a new folder of KataGraders, found by
/// name), `kata list` shows the kata, and `kata dev check <id>` reports on it: its one check fails
/// with "write this check" until the author writes the real ones.
public struct KataScaffold: Sendable {
    public let root: URL
    public let katas: [KataSpec]

    public init(root: URL, katas: [KataSpec]) {
        self.root = root
        self.katas = katas
    }

    /// What was created, relative to the root.
    public struct Created: Sendable, Equatable {
        public var paths: [String]
        public var grader: String
        public var readme: String
    }

    public func create(id: String, title: String) throws -> Created {
        guard id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil else {
            throw WorkbookError.usage(LearnerText.message("workbook.badKataID", ["id": id]))
        }
        let name = KataManifest.typeName(forID: id)
        let folders = ["Exercises/\(id)", "Solutions/\(id)", "Sources/KataGraders/\(id)"]
        for folder in folders where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw WorkbookError.data(LearnerText.message("workbook.kataFolderExists", ["folder": folder]))
        }
        let manifest = KataManifest(
            id: id, order: (katas.compactMap { $0.manifest?.order }.max() ?? 0) + 1,
            title: ["en": title], summary: ["en": "One sentence: what the learner practises."],
            rules: [], checks: [.init(name: "writeThisCheck", title: ["en": "What this check proves, in a short sentence"], rules: [])],
            hints: ["en": ["A question that points at the idea.", "The idea, in the guide's words.", "The exact API to call."]],
            messages: ["en": ["writeThisCheck": "Write this check: grade \(id) on behaviour, citing the rules it teaches."]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let files: [(String, Data)] = [
            ("Exercises/\(id)/\(Katas.manifestName)", try encoder.encode(manifest) + Data("\n".utf8)),
            ("Exercises/\(id)/README.md", Data(readme(id: id, title: title).utf8)),
            ("Exercises/\(id)/\(manifest.learnerFile)", Data(learnerFile(comment: "Your code goes here.").utf8)),
            ("Solutions/\(id)/\(manifest.learnerFile)", Data(learnerFile(comment: "The reference solution.").utf8)),
            ("Sources/KataGraders/\(id)/\(name)Grader.swift", Data(grader(id: id, name: name).utf8)),
        ]
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .withoutOverwriting)
        }
        return Created(paths: folders.map { $0 + "/" }, grader: files[4].0, readme: files[1].0)
    }

    private func readme(id: String, title: String) -> String {
        """
        # \(title)

        What the learner builds, what real UIKit does and why, and a short example that is not the
        solution. Edit `ContainerViewController.swift` beside this file; `swift run kata watch \(id)`
        re-grades it on every save.

        """
    }

    private func learnerFile(comment: String) -> String {
        """
        #if canImport(UIKit)
        import UIKit
        #else
        import UIKitSim
        #endif

        final class ContainerViewController: UIViewController {
            // \(comment)
        }

        """
    }

    private func grader(id: String, name: String) -> String {
        """
        // Internal: a learner's file compiled against the graders never loads Swift Testing.
        internal import Testing
        import UIKitSim
        internal import UIKitSimTesting
        import KataCatalog

        /// What the grader needs of the learner's type (the contract file makes it conform).
        @MainActor
        public protocol \(name)Container: UIViewController {
            init()
        }

        /// Grades `\(id)`. Every check is a `@Test` listed in `Exercises/\(id)/kata.json`, judges
        /// behaviour only (any correct container passes), and reports a `Finding` citing rule IDs.
        @Suite(.serialized, .freshSimulator) @MainActor
        public struct \(name)Grader {
            /// The learner's type; the kata's contract file sets it before the tests run.
            public static var subject: (any \(name)Container.Type)?

            public init() {}

            @Test func writeThisCheck() {
                report(Finding(rules: [], message: FindingMessage("writeThisCheck")))
            }
        }

        """
    }
}
