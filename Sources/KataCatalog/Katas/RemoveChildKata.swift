extension Katas {
    /// `remove-child` — Listing 5-2: end a child relationship cleanly (shared/katas.md).
    public static let removeChild = KataSpec(
        id: "remove-child",
        learnerFile: "Exercises/remove-child/ContainerViewController.swift",
        solutionFile: "Solutions/remove-child/ContainerViewController.swift",
        graderSuite: "RemoveChildGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: RemoveChildContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    RemoveChildGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }

            """,
        checks: [
            CheckSpec("willMoveToNilComesFirst", rules: [.willMoveNilFirst]),
            CheckSpec("viewIsRemovedBeforeParent", rules: [.removeViewBeforeParent, .removeFromParentLast]),
            CheckSpec("removeFromParentSendsDidMoveOnce", rules: [.removeFromParentLast]),
            CheckSpec("disappearanceArrivesOnce", rules: [.removeViewBeforeParent, .willMoveNilFirst]),
            CheckSpec("removedChildIsReleased", rules: [.releaseRemovedChild, .removeViewBeforeParent]),
            CheckSpec("unloadedChildViewStaysUnloaded", rules: [.viewIfLoaded, .removeFromParentLast]),
        ],
        rules: [.willMoveNilFirst, .removeViewBeforeParent, .removeFromParentLast, .releaseRemovedChild, .viewIfLoaded]
    )
}
