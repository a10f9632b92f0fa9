import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// `LearnerSourcePolicy` on what swiftc really parsed (`-dump-ast` of a learner's module against
/// UIKitSim): each escape hatch is found at its line, however it is spelled or spread, and the same
/// letters in a string, a comment, a regex literal or an inactive `#if` branch are not code.
@Suite struct EngineSourcePolicyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        /// The refused constructs, as the refusal names them, each with its line inside `code`.
        let refused: [String]
        var testDescription: String { code.replacingOccurrences(of: "\n", with: "⏎") }
    }

    static let cases: [Case] = [
        Case(code: "func f() -> Int { unsafe g() }\n@unsafe func g() -> Int { 1 }", refused: ["`unsafe`@1", "`@unsafe`@2"]),
        Case(code: "@safe func g() {}", refused: ["`@safe`@1"]),
        Case(code: "@_cdecl(\"exit\") func leave() {}", refused: ["`@_cdecl`@1"]),
        Case(code: "@c(fwrite) func write() -> Int { 0 }", refused: ["`@c`@1"]),
        Case(code: "@_silgen_name(\"swift_retain\") func retain()", refused: ["`@_silgen_name`@1"]),
        Case(code: "@_extern(c, \"fwrite\") func fw(_ a: Int) -> Int", refused: ["`@_extern`@1"]),
        Case(code: "@used @section(\".init_array\") let hook: Int = 1", refused: ["`@used`@1", "`@section`@1"]),
        Case(code: "@_spi(Hidden) public func exposed() {}", refused: ["`@_spi`@1"]),
        Case(code: "@exclusivity(unchecked) var shared = 0", refused: ["`@exclusivity`@1"]),
        Case(code: "dynamic func a() {}\n@_dynamicReplacement(for: a) func b() {}", refused: ["`@_dynamicReplacement`@2"]),
        Case(code: "@main enum Entry { static func main() {} }", refused: ["`@main`@1"]),
        Case(code: "@_cdecl(\n  \"exit\"\n)\nfunc leave() {}", refused: ["`@_cdecl`@1"]),
        Case(code: "#if os(Linux)\n@_cdecl(\"exit\") func leave() {}\n#endif", refused: ["`@_cdecl`@2"]),
        Case(code: "@testable import UIKitSim", refused: ["`@testable import UIKitSim`@1"]),
        Case(code: "@_spi(Simulator)\nimport UIKitSim", refused: ["`@_spi import UIKitSim`@2"]),
        Case(code: "@_implementationOnly import Foundation", refused: ["`@_implementationOnly import Foundation`@1"]),
        Case(code: "import Testing", refused: ["`import Testing`@1"]),
        Case(code: "import class XCTest.XCTestCase", refused: ["`import XCTest.XCTestCase`@1"]),
        // Not code: the same letters as text, and an inactive branch.
        Case(code: "let a = \"@_cdecl unsafe @main\"\nlet r = #/@_silgen_name/#\n// @testable import UIKitSim", refused: []),
        Case(code: "#if canImport(UIKit)\n@testable import UIKit\n@_cdecl(\"x\") func x() {}\n#else\nimport UIKitSim\n#endif", refused: []),
        Case(code: "let unsafe = 1\nlet safe = unsafe + 1", refused: []),
        Case(code: "import Foundation\nimport UIKitSim\n@MainActor final class Box {}", refused: []),
        // UIKit's optional delegate methods (docs/spec/uikit-api/optional-requirements.txt): a
        // reference through the protocol (an existential, a generic or opaque value, `Self` in a
        // protocol extension) does not compile on a device without `?`; nor does calling UIKitSim's
        // default on a class that does not implement the method.
        Case(code: "import UIKitSim\n@MainActor func f(_ pc: UIPresentationController) {\n    _ = pc.delegate?.adaptivePresentationStyle(for: pc)\n}",
             refused: ["`delegate?.adaptivePresentationStyle(for:)`@3"]),
        Case(code: "import UIKitSim\n@MainActor func f<T: UIGestureRecognizerDelegate>(_ d: T, _ g: UIGestureRecognizer) -> Bool {\n    d.gestureRecognizerShouldBegin(g)\n}",
             refused: ["`d.gestureRecognizerShouldBegin(_:)`@3"]),
        Case(code: "import UIKitSim\n@MainActor func f(_ d: some UIGestureRecognizerDelegate, _ g: UIGestureRecognizer) -> Bool {\n    d.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: g)\n}",
             refused: ["`d.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`@3"]),
        Case(code: """
            import UIKitSim
            @MainActor func f(_ t: any UIViewControllerTransitioningDelegate, _ vc: UIViewController) {
                let make = t.animationController(forDismissed:)
                _ = make(vc)
                _ = t
                    .presentationController(forPresented: vc, presenting: nil, source: vc)
            }
            """, refused: ["`t.animationController(forDismissed:)`@3", "`presentationController(forPresented:presenting:source:)`@6"]),
        Case(code: """
            import UIKitSim
            @MainActor func f(_ p: any UIPopoverPresentationControllerDelegate, _ pc: UIPopoverPresentationController) {
                _ = p.adaptivePresentationStyle(for: pc, traitCollection: pc.traitCollection)
                p.prepareForPopoverPresentation(pc)
            }
            """, refused: ["`p.adaptivePresentationStyle(for:traitCollection:)`@3", "`p.prepareForPopoverPresentation(_:)`@4"]),
        Case(code: """
            import UIKitSim
            @MainActor final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
                func animationEnded(_ transitionCompleted: Bool) {}
                func finish(_ other: any UIViewControllerAnimatedTransitioning) {
                    other.animationEnded(true)
                    self.animationEnded(true)
                    Fade().animationEnded(false)
                }
            }
            """, refused: ["`other.animationEnded(_:)`@7"]),
        Case(code: """
            import UIKitSim
            extension UINavigationControllerDelegate {
                func relay(_ n: UINavigationController, _ vc: UIViewController) { navigationController(n, willShow: vc, animated: false) }
            }
            """, refused: ["`navigationController(_:willShow:animated:)`@3"]),
        Case(code: """
            import UIKitSim
            @MainActor final class Sheet: UIViewController, UIAdaptivePresentationControllerDelegate {
                func close(_ pc: UIPresentationController) { self.presentationControllerDidDismiss(pc) }
            }
            """, refused: ["`self.presentationControllerDidDismiss(_:)`@3"]),
        // Written for both: UIKit's spelling under `#if canImport(UIKit)`, the simulator's in its
        // `#else` (which a device never compiles); any other `#else` is not the simulator's alone.
        Case(code: """
            import UIKitSim
            @MainActor func f(_ pc: UIPresentationController) {
                #if canImport(UIKit)
                _ = pc.delegate?.adaptivePresentationStyle?(for: pc)
                #else
                _ = pc.delegate?.adaptivePresentationStyle(for: pc)
                #endif
                #if DEBUG
                #else
                pc.delegate?.presentationControllerWillDismiss(pc)
                #endif
            }
            """, refused: ["`delegate?.presentationControllerWillDismiss(_:)`@10"]),
        // The learner's own methods, declarations, UIView's `gestureRecognizerShouldBegin(_:)`,
        // the `navigationController` property, and the same words in comments and strings: allowed.
        Case(code: """
            import UIKitSim
            @MainActor final class Sheet: UIViewController, UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    self.adaptivePresentationStyle(for: controller)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    presentationControllerDidDismiss(presentationController!)
                    return view.gestureRecognizerShouldBegin(gestureRecognizer) && navigationController?.topViewController == nil
                }
            }
            """, refused: []),
        Case(code: """
            import UIKitSim
            // delegate.adaptivePresentationStyle(for: pc) needs `?` on a device
            let note = "d.gestureRecognizerShouldBegin(g) /* t.animationEnded(true) */"
            /* other.animationEnded(true) */
            """, refused: []),
    ]

    @Test(arguments: cases)
    func refusesWhatTheCompilerParsed(_ testCase: Case) throws {
        let toolchain = try EngineFixture.toolchain.get()
        let work = try EngineFixture.temporaryDirectory("policy")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("Learner.swift")
        try Data(testCase.code.utf8).write(to: file)
        let searchPath = try #require(GraderBuild.learnerSearchPath(toolchain: toolchain, cacheDirectory: nil, fallback: work))
        let compilation = GraderCompilation(toolchain: toolchain, cacheDirectory: nil, layout: .init(work: work),
                                            deadline: Date().addingTimeInterval(60))
        let dump = try #require(compilation.astDump(sources: [file], searchPath: searchPath))
        let found = LearnerSourcePolicy.refusals(inDump: dump, fileName: "Learner.swift", source: testCase.code)
        #expect(found.map { "\($0.construct)@\($0.line)" }.sorted() == testCase.refused.sorted(), "\(dump.prefix(2000))")
    }

    /// The text test is a cheap gate before the dump: it may say yes too often, never too rarely.
    @Test(arguments: cases)
    func theTextGateLetsEveryRefusedCaseThrough(_ testCase: Case) {
        if !testCase.refused.isEmpty, !testCase.code.contains("import Testing"), !testCase.code.contains("import class XCTest") {
            #expect(LearnerSourcePolicy.needsSyntaxCheck(testCase.code))
        }
    }

    /// The gate on optional UIKit methods: a file that declares them (every file of the
    /// presentation katas) pays nothing, whatever else it names alike; a reference, a call on
    /// `self` included, is let through to the dump.
    @Test func theOptionalMethodGateIgnoresDeclarations() {
        let declares = """
            import UIKitSim
            /// UIKit asks adaptivePresentationStyle(for:traitCollection:) first.
            final class Relay: NSObject, UIAdaptivePresentationControllerDelegate, UIViewControllerTransitioningDelegate,
                               UINavigationControllerDelegate, UIGestureRecognizerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    presentationController.presentedViewController.navigationController?.popViewController(animated: true)
                }
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    presented.presentationController
                }
                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                          animated: Bool) {}
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer.isEnabled }
                override func `animationEnded`(_ done: Bool) {}
                func
                    animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
            }
            """
        #expect(!LearnerSourcePolicy.mayReferenceOptionalRequirement(declares))
        #expect(!LearnerSourcePolicy.needsSyntaxCheck(declares))
        for reference in ["delegate?.adaptivePresentationStyle(for: c)", "self.presentationControllerDidDismiss(c)",
                          "presentationControllerDidDismiss(c)", "d.navigationController (n, willShow: v, animated: true)",
                          "let f = d.presentationControllerWillDismiss", "d.`gestureRecognizerShouldBegin`(g)",
                          "let s = \"\"\"\n// \\(d.gestureRecognizerShouldBegin(g))\n\"\"\""] {
            #expect(LearnerSourcePolicy.mayReferenceOptionalRequirement(declares + "\n" + reference), "\(reference)")
        }
        #expect(!LearnerSourcePolicy.mayReferenceOptionalRequirement(declares + "\n    // d.gestureRecognizerShouldBegin(g)"))
    }

    /// Every shipped learner file (starters, solutions, alternatives, mistakes) only declares
    /// optional UIKit methods: none pays for a dump on their account.
    @Test func noShippedLearnerFileReferencesAnOptionalMethod() throws {
        var files: [String] = []
        for folder in ["Exercises", "Solutions"] {
            let root = TestBuild.projectRoot.appendingPathComponent(folder)
            files += try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count > 100)
        let declaring = try files.filter { file in
            let source = try String(contentsOf: TestBuild.projectRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(!LearnerSourcePolicy.mayReferenceOptionalRequirement(source), "\(file)")
            return source.contains("func adaptivePresentationStyle(") || source.contains("func presentationController(")
        }
        #expect(declaring.count >= 2, "the presentation katas' files declare the delegate methods")
    }

    /// The runner's list is the spec's (docs/spec/uikit-api/optional-requirements.txt, made from the
    /// iOS 16.5 headers and checked against UIKitSim's symbol graph by UIKitSubsetTests).
    @Test func theRunnersListIsTheSpecFile() throws {
        let text = try String(contentsOf: TestBuild.projectRoot.appendingPathComponent("docs/spec/uikit-api/optional-requirements.txt"),
                              encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(lines == UIKitOptionalRequirements.members)
        #expect(UIKitOptionalRequirements.byDumpName.count == lines.count)
        #expect(UIKitOptionalRequirements.byDumpName["UIGestureRecognizerDelegate.gestureRecognizerShouldBegin"] != nil)
        #expect(UIKitOptionalRequirements.byDumpName["UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)"] != nil)
    }

    /// End to end on a real kata: custom-presentation-controller's solution with one call of the
    /// adaptive delegate's method through the protocol is an `error` naming the line and UIKit's
    /// spelling, with nothing in the integrity column (honest code); the solution itself passes.
    @Test func anOptionalCallInARealSolutionIsAnErrorAtItsLine() throws {
        let kata = Katas.named("custom-presentation-controller")
        let original = try String(contentsOf: TestBuild.projectRoot.appendingPathComponent(kata.solutionFile), encoding: .utf8)
        let anchor = "        super.containerViewWillLayoutSubviews()\n"
        #expect(original.contains(anchor))
        let edited = original.replacingOccurrences(of: anchor, with: anchor + "        _ = delegate?.adaptivePresentationStyle(for: self)\n")
        let line = try #require(edited.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("delegate?.adaptivePresentationStyle") }) + 1
        let work = try EngineFixture.temporaryDirectory("optional-call")
        defer { try? FileManager.default.removeItem(at: work) }
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: nil)
        let name = URL(fileURLWithPath: kata.learnerFile).lastPathComponent
        func grade(_ source: String) throws -> KataResult {
            let file = work.appendingPathComponent(name)
            try Data(source.utf8).write(to: file)
            return grader.grade(GradeRequest(kata: kata, learnerFile: file, displayPath: name))
        }
        #expect(!LearnerSourcePolicy.needsSyntaxCheck(original), "the solution declares the delegate's methods only")
        let refused = try grade(edited)
        #expect(refused.status == .error)
        let english = LearnerText.table.message("engine.refusedOptional", [
            "construct": "`delegate?.adaptivePresentationStyle(for:)`", "line": "\(line)",
            "protocol": "UIAdaptivePresentationControllerDelegate", "uikit": "`delegate?.adaptivePresentationStyle?(for:)`"])
        #expect(refused.error == english)
        #expect(english.contains("adaptivePresentationStyle?(for:)") && english.contains("line \(line)"))
        #expect(refused.compileDiagnostics.map(\.line) == [line])
        #expect(refused.integrity == nil)
        #expect(try grade(original).status == .pass)
    }

    @Test func moduleTraceNamesWhatMayNotLoad() {
        let trace = #"{"swiftmodules": ["/t/Foundation.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", "/m/UIKitSim.swiftmodule", "/t/Testing.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", "/t/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule"]}"#
        #expect(LearnerSourcePolicy.unloadableModules(inTrace: Data(trace.utf8)) == ["Testing"])
        #expect(LearnerSourcePolicy.unloadableModules(inTrace: Data("not json".utf8)) == nil)
    }
}
