extension Katas {
    /// `add-child` — Listing 5-1: make a controller a child and show its view (shared/katas.md).
    public static let addChild = KataSpec(
        id: "add-child",
        learnerFile: "Exercises/add-child/ContainerViewController.swift",
        solutionFile: "Solutions/add-child/ContainerViewController.swift",
        graderSuite: "AddChildGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: AddChildContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    AddChildGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }

            """,
        checks: [
            CheckSpec("childIsInChildrenOnce", rules: [.addChildFirst, .addOnce, .noManualWillMoveOnAdd, .viewsFollowControllers]),
            CheckSpec("childViewIsInContainerView", rules: [.addChildView]),
            CheckSpec("childViewHasContentFrame", rules: [.sizeChildView]),
            CheckSpec("willMoveArrivesOnceFromAddChild", rules: [.noManualWillMoveOnAdd, .addOnce, .addChildFirst]),
            CheckSpec("didMoveArrivesOnceAfterViewIsInPlace", rules: [.didMoveAfterView, .addOnce]),
            CheckSpec("appearanceArrivesOnceAsChild", rules: [.addChildFirst, .addOnce, .viewsFollowControllers, .addChildView]),
            CheckSpec("layoutPassesDoNotAddAgain", rules: [.addOnce]),
        ],
        rules: [
            .addChildFirst, .addChildView, .sizeChildView, .didMoveAfterView, .noManualWillMoveOnAdd, .addOnce,
            .viewsFollowControllers,
        ]
    )
}
