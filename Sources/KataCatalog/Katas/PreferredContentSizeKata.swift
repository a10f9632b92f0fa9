extension Katas {
    /// `preferred-content-size` ("Delegating Control to Your Children", UIContentContainer) — see
    /// shared/katas.md. The grader embeds a child that changes its preferred size, and turns the
    /// window as a rotation would.
    public static let preferredContentSize = KataSpec(
        id: "preferred-content-size",
        learnerFile: "Exercises/preferred-content-size/ContainerViewController.swift",
        solutionFile: "Solutions/preferred-content-size/ContainerViewController.swift",
        graderSuite: "PreferredContentSizeGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: PreferredContentSizeContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    PreferredContentSizeGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }
            """,
        checks: [
            CheckSpec("childStartsAtItsPreferredHeight", rules: [.sizeForChild, .listenPreferredContentSize]),
            CheckSpec("frameFollowsPreferredSize", rules: [.listenPreferredContentSize, .sizeForChild]),
            CheckSpec("tallPreferenceIsClamped", rules: [.sizeForChild, .listenPreferredContentSize]),
            CheckSpec("sizeForChildAnswersForAnyParentSize", rules: [.sizeForChild]),
            CheckSpec("childHearsContainerSizeChange", rules: [.callSuper, .sizeForChild, .listenPreferredContentSize]),
            CheckSpec("touchesOnlyChildsRootView", rules: [.rootViewOnly]),
        ],
        rules: [.listenPreferredContentSize, .sizeForChild, .callSuper, .rootViewOnly]
    )
}
