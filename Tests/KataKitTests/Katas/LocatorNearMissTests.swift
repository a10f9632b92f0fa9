import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// A member meant as an override that overrides nothing (misspelt, an old name, other labels)
/// compiles once `override` is dropped, and UIKit never calls it. A failing verdict names its
/// declaration (`CallSites+NearMissOverride`), whether the check judged an answer or found calls
/// missing that its body makes. Graded through the real runner from the locator cases.
@Suite(.serialized) struct LocatorNearMissTests {
    static let root = TestBuild.projectRoot

    @Test(arguments: [
        ("manual-appearance", "did-disappear-misspelled", "func viewDidDissapear(_ animated: Bool) {"),
        ("manual-appearance", "will-appear-not-an-override", "func viewWillAppear(animated: Bool) {"),
        ("status-bar", "style-delegate-under-old-name", "var childViewControllerForStatusBarStyle: UIViewController? {"),
        ("preferred-content-size", "size-answer-under-wrong-label",
         "func size(forChildContentContainer container: UIContentContainer, withParentSize parentSize: CGSize) -> CGSize {"),
        ("custom-presentation-controller", "dismissal-did-end-labelled-parameter", "func dismissalTransitionDidEnd(completed: Bool) {"),
    ])
    func nearMissOverrideIsNamed(_ kata: String, _ name: String, _ declaration: String) throws {
        let url = Self.root.appendingPathComponent("Tests/KataKitTests/Fixtures/Locator/\(kata)/\(name).swift")
        let result = try KataFixtures.grade(url, kata: Katas.named(kata))
        let failing = try #require(result.checks.first { $0.status == .fail }, "\(name) passes")
        let line = try #require(failing.location?.line, "\(failing.name) points nowhere")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let text = lines[line - 1].components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
        #expect(text == declaration, "\(failing.name) points at line \(line)")
    }
}
