import Foundation
import Testing

/// Issue 20: what a learner's `import UIKitSim` shows is a subset of UIKit's API, name for name
/// and signature for signature. The lists are in docs/spec/uikit-api/ (see its README for how
/// they were made from the iOS 16.5 SDK).
@Suite struct UIKitSubsetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let listFolder = root.appendingPathComponent("docs/spec/uikit-api")
    /// `<scratch>/<triple>/<configuration>/Modules`, beside the test bundle that runs.
    static var modules: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// Not API lines: the members of UIKitSim's protocols that are `@optional` in UIKit.
    static let optionalRequirementsFile = "optional-requirements.txt"

    static func allowed() throws -> Set<String> {
        let files = try FileManager.default.contentsOfDirectory(atPath: listFolder.path)
            .filter { $0.hasSuffix(".txt") && $0 != optionalRequirementsFile }
        #expect(files.count >= 4, "UIKit's list, the hand-checked one, the iOS 17 one and the simulator-only one")
        return try files.reduce(into: Set<String>()) { all, file in
            all.formUnion(APISurface.listLines(try String(contentsOf: listFolder.appendingPathComponent(file), encoding: .utf8)))
        }
    }

    @Test("Every public, non-SPI declaration and conformance of the built UIKitSim is in UIKit's list (or the documented simulator-only one)")
    func publicSurfaceIsASubsetOfUIKit() throws {
        let surface = try APISurface.lines(symbolGraph: APISurface.extract(module: "UIKitSim", modulesFolder: Self.modules))
        if let dump = ProcessInfo.processInfo.environment["UIKITSIM_API_DUMP"] {
            try (surface.joined(separator: "\n") + "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        #expect(surface.count > 500, "the extraction found UIKitSim's API")
        #expect(surface.contains("open UIViewController.addChild(_:) | func addChild(_: UIViewController)"))
        let extra = APISurface.uncovered(surface, by: try Self.allowed())
        #expect(extra.isEmpty, "not in UIKit (or not UIKit's shape):\n\(extra.joined(separator: "\n"))")
        #expect(!surface.contains { $0.contains(" Simulator") || $0.contains("Journal") || $0.contains("ObjectRef") || $0.contains("Diagnostic") })
    }

    /// UIKit's `@optional` members are plain requirements with a default here (no Objective-C
    /// runtime); the runner refuses calling one through the protocol (KataEngine LearnerSourcePolicy,
    /// whose copy of the list a KataKit test holds equal to the file). Each listed member is a
    /// requirement of that protocol in the built module, with a default implementation; every
    /// requirement with a default is listed (a default for a member UIKit requires would itself be a
    /// deviation: a learner type would conform here without implementing it).
    @Test func optionalRequirementsAreDefaultedRequirements() throws {
        let text = try String(contentsOf: Self.listFolder.appendingPathComponent(Self.optionalRequirementsFile), encoding: .utf8)
        #expect(text.contains("iPhoneOS16.5.sdk") && text.contains("scripts/uikit-api/optional-requirements.py"))
        let listed = APISurface.listLines(text)
        #expect(listed.count >= 20, "the adaptive, popover, transitioning, gesture and navigation delegates' methods")
        let graph = try APISurface.requirements(symbolGraph: APISurface.extract(module: "UIKitSim", modulesFolder: Self.modules))
        #expect(graph.all.contains("UIViewControllerAnimatedTransitioning.animateTransition(using:)"), "the extraction found requirements")
        let notRequirements = listed.subtracting(graph.all).sorted()
        #expect(notRequirements.isEmpty, "listed but not a requirement of that UIKitSim protocol:\n\(notRequirements.joined(separator: "\n"))")
        let withoutDefault = listed.subtracting(graph.defaulted).sorted()
        #expect(withoutDefault.isEmpty, "optional in UIKit but required here (no default):\n\(withoutDefault.joined(separator: "\n"))")
        let unlisted = graph.defaulted.subtracting(listed).sorted()
        #expect(unlisted.isEmpty, "a requirement with a default that the list lacks:\n\(unlisted.joined(separator: "\n"))")
    }

    /// The comparison itself, on a crafted symbol graph: a UIKit declaration passes; an extra
    /// conformance, a member UIKit lacks, a setter UIKit lacks and `open` where UIKit is not, fail.
    @Test func theComparisonCatchesWhatUIKitLacks() throws {
        let graph = """
        {"symbols": [
          {"identifier": {"precise": "s:E"}, "pathComponents": ["UIEdgeInsets"], "accessLevel": "public",
           "declarationFragments": [{"kind": "keyword", "spelling": "struct"}, {"kind": "text", "spelling": " "}, {"kind": "identifier", "spelling": "UIEdgeInsets"}]},
          {"identifier": {"precise": "s:C"}, "pathComponents": ["UIColor", "red"], "accessLevel": "public",
           "declarationFragments": [{"kind": "keyword", "spelling": "let"}, {"kind": "text", "spelling": " "}, {"kind": "identifier", "spelling": "red"}, {"kind": "text", "spelling": ": "}, {"kind": "typeIdentifier", "spelling": "CGFloat"}]},
          {"identifier": {"precise": "s:S"}, "pathComponents": ["UIGestureRecognizer", "state"], "accessLevel": "open",
           "declarationFragments": [{"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " "}, {"kind": "identifier", "spelling": "state"}, {"kind": "text", "spelling": ": "}, {"kind": "typeIdentifier", "spelling": "UIGestureRecognizer.State"}]},
          {"identifier": {"precise": "s:T"}, "pathComponents": ["UIViewController", "traitOverrides"], "accessLevel": "open",
           "declarationFragments": [{"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " "}, {"kind": "identifier", "spelling": "traitOverrides"}, {"kind": "text", "spelling": ": "}, {"kind": "typeIdentifier", "spelling": "UITraitOverrides"}, {"kind": "text", "spelling": " { get set }"}]},
          {"identifier": {"precise": "s:N"}, "pathComponents": ["UIView", "tag"], "accessLevel": "public",
           "declarationFragments": [{"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " "}, {"kind": "identifier", "spelling": "tag"}, {"kind": "text", "spelling": ": "}, {"kind": "typeIdentifier", "spelling": "Int"}, {"kind": "text", "spelling": " { get }"}]}
        ], "relationships": [
          {"kind": "conformsTo", "source": "s:E", "target": "s:SH", "targetFallback": "Swift.Hashable"},
          {"kind": "conformsTo", "source": "s:E", "target": "s:SQ", "targetFallback": "Swift.Equatable"}
        ]}
        """
        let surface = try APISurface.lines(symbolGraph: Data(graph.utf8))
        let allowed = try Self.allowed()
        let extra = APISurface.uncovered(surface, by: allowed)
        #expect(extra == [
            "conformsTo UIEdgeInsets : Swift.Hashable",
            "open UIGestureRecognizer.state | var state: UIGestureRecognizer.State { get set }",
            "open UIViewController.traitOverrides | var traitOverrides: UITraitOverrides { get set }",
            "public UIColor.red | var red: CGFloat { get }",
        ])
        // A narrower shape than UIKit's is fine: `public … { get }` where UIKit has `open … { get set }`.
        #expect(surface.contains("public UIView.tag | var tag: Int { get }"))
        #expect(allowed.contains("open UIView.tag | var tag: Int { get set }"))
    }

    /// Issue 20 item 3: each listed difference, in an otherwise correct learner file, is a compile
    /// error here with the compiler's own message; the UIKit spelling of the same code compiles.
    @Test func whatUIKitLacksDoesNotCompile() throws {
        let body = [
            ("constraint.priority = 999", "cannot assign value of type 'Int' to type 'UILayoutPriority'"),
            ("let insets: Set<UIEdgeInsets> = []", "type 'UIEdgeInsets' does not conform to protocol 'Hashable'"),
            ("_ = UIColor.red.alpha", "'alpha' is inaccessible due to 'internal' protection level"),
            ("_ = UINavigationController.transitionDuration", "'transitionDuration' is inaccessible due to '@_spi' protection level"),
            ("_ = UIGestureRecognizer.State.began.description", "has no member 'description'"),
            ("_ = UIStatusBarStyle.lightContent.description", "has no member 'description'"),
            ("presentation.preferredContentSize = .zero", "'preferredContentSize' is a get-only property"),
            ("recognizer.state = .cancelled", "'state' is a get-only property"),
            ("recognizer.reset()", "has no member 'reset'"),
            ("recognizer.ignore(0)", "has no member 'ignore'"),
            ("_ = Selector((\"x\")).name", "'name' is inaccessible due to 'internal' protection level"),
            ("_ = traitOverrides.isEmpty", "'isEmpty' is inaccessible due to 'internal' protection level"),
            ("Simulator.runLoopTurn()", "Simulator"),
            ("_ = Journal()", "Journal"),
            ("_ = ObjectRef(self)", "ObjectRef"),
            ("_ = Diagnostic(kind: .warning, text: \"\")", "Diagnostic"),
            // Symbol graphs show a lazy property as `{ get set }` whatever its setter's access: the
            // compiler is the check that these stay get-only, as in UIKit.
            ("view.safeAreaLayoutGuide = UILayoutGuide()", "'safeAreaLayoutGuide' setter is inaccessible"),
            ("view.layoutMarginsGuide = UILayoutGuide()", "'layoutMarginsGuide' setter is inaccessible"),
        ]
        let prefix = """
        import UIKitSim
        @MainActor final class Learner: UIViewController {
            func f(constraint: NSLayoutConstraint, presentation: UIPresentationController, recognizer: UIGestureRecognizer) {

        """
        let source = prefix + body.map { "        " + $0.0 }.joined(separator: "\n") + "\n    }\n}\n"
        let firstLine = prefix.components(separatedBy: "\n").count
        let output = try Self.typecheck(source)
        for (index, (code, message)) in body.enumerated() {
            let line = firstLine + index
            let errors = output.components(separatedBy: "\n").filter { $0.contains(".swift:\(line):") && $0.contains("error:") }
            #expect(errors.contains { $0.contains(message) }, "line \(line) `\(code)`: \(errors)")
        }
        let uikitSpelling = """
        import UIKitSim
        @MainActor final class Learner: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                let constraint = view.widthAnchor.constraint(equalToConstant: 10)
                constraint.priority = UILayoutPriority(999)
                constraint.priority = .defaultHigh - 1
                var red: CGFloat = 0
                _ = UIColor.red.getRed(&red, green: nil, blue: nil, alpha: nil)
                traitOverrides.horizontalSizeClass = .compact
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "OK", style: .default, handler: { _ in }))
                sheet.popoverPresentationController?.sourceView = view
                present(sheet, animated: true)
            }
        }

        """
        let clean = try Self.typecheck(uikitSpelling)
        #expect(!clean.contains("error:"), "\(clean)")
    }

    /// `swiftc -typecheck` of `source` against the built UIKitSim; the compiler's output.
    static func typecheck(_ source: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikitsim-subset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Learner.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc", "-typecheck", "-swift-version", "6",
                             "-I", modules.path, "-module-cache-path", folder.appendingPathComponent("cache").path, file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
