extension Katas {
    /// `status-bar` ("Delegating Control to Your Children") — see shared/katas.md. The grader
    /// reads `window.windowScene?.statusBarManager` with the learner's container as the root.
    public static let statusBar = KataSpec(
        id: "status-bar",
        learnerFile: "Exercises/status-bar/ContainerViewController.swift",
        solutionFile: "Solutions/status-bar/ContainerViewController.swift",
        graderSuite: "StatusBarGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: StatusBarContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    StatusBarGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }
            """,
        checks: [
            CheckSpec("styleFollowsSelectedChild", rules: [
                .childForStatusBarStyle, .updateStatusBar, .askDontCopyStatusBar,
            ]),
            CheckSpec("hiddenFollowsSelectedChild", rules: [
                .childForStatusBarHidden, .updateStatusBar, .askDontCopyStatusBar,
            ]),
            CheckSpec("childsOwnUpdateIsHonoured", rules: [
                .childForStatusBarStyle, .childForStatusBarHidden, .updateStatusBar, .askDontCopyStatusBar,
            ]),
            CheckSpec("delegationReachesGrandchild", rules: [
                .askDontCopyStatusBar, .childForStatusBarStyle, .childForStatusBarHidden, .updateStatusBar,
            ]),
        ],
        rules: [.childForStatusBarStyle, .childForStatusBarHidden, .updateStatusBar, .askDontCopyStatusBar]
    )
}
