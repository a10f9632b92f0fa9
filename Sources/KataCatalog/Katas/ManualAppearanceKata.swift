extension Katas {
    /// `manual-appearance` (Listings 5-4 and 5-5) — see shared/katas.md. The grader puts the
    /// learner's container inside a host that shows, hides and shows it, animated and not.
    public static let manualAppearance = KataSpec(
        id: "manual-appearance",
        learnerFile: "Exercises/manual-appearance/ContainerViewController.swift",
        solutionFile: "Solutions/manual-appearance/ContainerViewController.swift",
        graderSuite: "ManualAppearanceGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: ManualAppearanceContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    ManualAppearanceGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }
            """,
        checks: [
            CheckSpec("optsOutOfAutomaticForwarding", rules: [.optOutBeforeForwarding]),
            CheckSpec("childAppearsWithContainer", rules: [
                .forwardAllFour, .optOutBeforeForwarding, .balanceBeginEnd, .neverCallViewWillAppear, .callSuper,
            ]),
            CheckSpec("childDisappearsWithContainer", rules: [
                .forwardAllFour, .optOutBeforeForwarding, .balanceBeginEnd, .neverCallViewWillAppear, .callSuper,
            ]),
            CheckSpec("animatedFlagIsPassedThrough", rules: [.passAnimated]),
            CheckSpec("beginAndEndAreBalanced", rules: [.balanceBeginEnd]),
            CheckSpec("appearanceIsNeverCalledDirectly", rules: [.neverCallViewWillAppear]),
            CheckSpec("overridesCallSuper", rules: [.callSuper]),
        ],
        rules: [
            .optOutBeforeForwarding, .forwardAllFour, .balanceBeginEnd, .passAnimated,
            .neverCallViewWillAppear, .callSuper,
        ]
    )
}
