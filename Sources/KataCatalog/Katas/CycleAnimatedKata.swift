extension Katas {
    /// `cycle-animated` — Listing 5-3: swap two children with `transition(from:to:…)` (shared/katas.md).
    public static let cycleAnimated = KataSpec(
        id: "cycle-animated",
        learnerFile: "Exercises/cycle-animated/ContainerViewController.swift",
        solutionFile: "Solutions/cycle-animated/ContainerViewController.swift",
        graderSuite: "CycleAnimatedGrader",
        contractSource: """
            import UIKitSim
            import KataGraders

            extension ContainerViewController: CycleAnimatedContainer {}

            @main enum KataMain {
                @MainActor static func main() async {
                    CycleAnimatedGrader.subject = ContainerViewController.self
                    await GraderEntryPoint.run()
                }
            }

            """,
        checks: [
            CheckSpec("bothAreChildrenWhenTransitionStarts", rules: [.transitionSiblings]),
            CheckSpec("transitionAddsTheNewView", rules: [.transitionOwnsViews, .balanceBeginEnd]),
            CheckSpec("bothViewsShowDuringAnimation", rules: [.transitionOwnsViews, .startAndEndFrames]),
            CheckSpec("onlyNewViewAfterAnimation", rules: [.transitionOwnsViews]),
            CheckSpec("framesMoveFromStartToEnd", rules: [.startAndEndFrames]),
            CheckSpec("containmentFinishesInCompletion", rules: [.finishInCompletion, .didMoveAfterView]),
            CheckSpec("appearanceArrivesOnceEach", rules: [.balanceBeginEnd, .transitionOwnsViews]),
        ],
        rules: [
            .transitionSiblings, .transitionOwnsViews, .finishInCompletion, .startAndEndFrames, .balanceBeginEnd,
            .didMoveAfterView,
        ]
    )
}
