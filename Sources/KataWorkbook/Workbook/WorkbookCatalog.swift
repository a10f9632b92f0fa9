import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Which katas the workbook offers. Production reads the manifests under `Exercises/`; the environment variable
/// `KATA_CATALOG` exists only so tests can point the real binary at the engine's tiny runner
/// fixture kata (fast to grade, no UIKit involved), and is ignored unless set.
public enum WorkbookCatalog {
    public static let environmentKey = "KATA_CATALOG"

    public static func katas(root: URL, environment: [String: String]) throws -> [KataSpec] {
        switch environment[environmentKey] {
        case nil, "", "default":
            do { return try Katas.load(root: root) } catch let error as ManifestError {
                throw WorkbookError.data(LearnerText.message("workbook.manifestBroken", ["detail": "\(error)"]))
            }
        case "fixtures":
            return [runnerFixture]
        case let name?:
            throw WorkbookError.usage(LearnerText.message("workbook.unknownCatalog", ["variable": environmentKey, "name": name]))
        }
    }

    /// `RunnerFixtureGrader` (in KataGraders) as a kata: the learner's class answers 42.
    public static let runnerFixture = KataSpec(manifest: KataManifest(
        id: "runner-fixture", order: 0, title: ["en": "Runner fixture", "zh-Hans": "运行器练习"],
        summary: ["en": "The engine's own test kata.", "zh-Hans": "运行器自己的测试练习。"],
        rules: [.addOnce, .addChildFirst],
        checks: [
            .init(name: "answerIsFortyTwo", rules: [.addOnce]),
            .init(name: "answerIsStable", rules: [.addOnce, .addChildFirst]),
        ],
        hints: ["en": ["What should answer() return?"]],
        messages: ["en": [
            "noSubject": "No subject registered.",
            "answerIsNot42": "answer() returned {answer}; the fixture expects 42.",
            "answerChanges": "answer() gave {first} then {second}; it must give 42 every time.",
        ]],
        contract: [
            "import KataGraders",
            "",
            "extension ContainerViewController: RunnerFixtureContainer {}",
            "",
            "@main enum KataMain {",
            "    @MainActor static func main() async {",
            "        RunnerFixtureGrader.subject = ContainerViewController.self",
            "        await GraderEntryPoint.run()",
            "    }",
            "}",
        ]))
}
